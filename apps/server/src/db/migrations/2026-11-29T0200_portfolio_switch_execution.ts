import { sql, type Kysely } from 'kysely';

/**
 * Switches between portfolios carried out by the month's processing (docs/decisions/0066).
 *
 * - `portfolio_switch_requests` gains `failed` (a request the processing could not carry out, said why in
 *   `error_code`), the participant's acknowledgement of the warning near pension age (0065) and the run that
 *   carried it out (`processing_job_id`): a request is taken by one run only.
 * - `participant_notices`: the portal's notices to a participant (a switch done), with their texts in the three
 *   languages as written; one per request and kind.
 */
const upStatements = [
  `alter table portfolio_switch_requests drop constraint if exists portfolio_switch_requests_status_check`,
  `alter table portfolio_switch_requests add constraint portfolio_switch_requests_status_check check (status in ('pending', 'canceled', 'done', 'failed'))`,
  `alter table portfolio_switch_requests add column warning_acknowledged boolean not null default false`,
  `alter table portfolio_switch_requests add column processing_job_id uuid references processing_jobs (id)`,
  `alter table portfolio_switch_requests add column error_code text`,
  `alter table portfolio_switch_requests add constraint portfolio_switch_requests_done_check check ((status in ('done', 'failed')) = (processing_job_id is not null))`,
  `create index portfolio_switch_requests_person_idx on portfolio_switch_requests (personal_number, requested_at desc)`,
  `create index portfolio_switch_requests_requested_idx on portfolio_switch_requests (requested_at desc)`,
  `create table participant_notices (
    id uuid primary key default gen_random_uuid(),
    personal_number text not null check (personal_number ~ '^[0-9]{11}$'),
    kind text not null check (kind in ('portfolio_switch_done')),
    source_id uuid not null,
    subject_ka text not null, subject_en text not null, subject_ru text not null,
    text_ka text not null, text_en text not null, text_ru text not null,
    created_at timestamptz not null default now(),
    read_at timestamptz,
    unique (kind, source_id)
  )`,
  `create index participant_notices_person_idx on participant_notices (personal_number, created_at desc)`,
];

const downStatements = [
  `drop table if exists participant_notices`,
  `drop index if exists portfolio_switch_requests_requested_idx`,
  `drop index if exists portfolio_switch_requests_person_idx`,
  `alter table portfolio_switch_requests drop constraint if exists portfolio_switch_requests_done_check`,
  `alter table portfolio_switch_requests drop column if exists error_code`,
  `alter table portfolio_switch_requests drop column if exists processing_job_id`,
  `alter table portfolio_switch_requests drop column if exists warning_acknowledged`,
  `alter table portfolio_switch_requests drop constraint if exists portfolio_switch_requests_status_check`,
  `alter table portfolio_switch_requests add constraint portfolio_switch_requests_status_check check (status in ('pending', 'canceled', 'done'))`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
