import { sql, type Kysely } from 'kysely';

/**
 * Participants sign in to their own account (docs/decisions/0025).
 *
 * - `users.role` takes `participant`: a person without an organization, found by its personal number.
 * - `sessions.audience` takes `participant`: the participant site's sessions, whose tokens reach only the
 *   participant's own calls.
 * - `handover_tokens`: what a participant's sign-in hands to the participant site (or to the first sign-in
 *   form): kept as a hash, good once, until `expires_at` (60 s).
 */
const upStatements = [
  `alter table users drop constraint users_role_check`,
  `alter table users add constraint users_role_check check (role in ('employer', 'selfEmployed', 'operator', 'participant'))`,
  `alter table users drop constraint users_check`,
  `alter table users add constraint users_check check (role in ('operator', 'participant') or organization_id is not null)`,
  `alter table users add constraint users_participant_number check (role <> 'participant' or personal_number ~ '^[0-9]{11}$')`,
  `create unique index users_participant_number_key on users (personal_number) where role = 'participant'`,
  `alter table sessions drop constraint sessions_audience_check`,
  `alter table sessions add constraint sessions_audience_check check (audience in ('user', 'operator', 'participant'))`,
  `create table handover_tokens (
    token_hash text primary key,
    user_id uuid not null references users (id) on delete cascade,
    purpose text not null check (purpose in ('site', 'firstSignIn')),
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index handover_tokens_user_idx on handover_tokens (user_id)`,
];

const downStatements = [
  `drop table if exists handover_tokens`,
  `delete from sessions where audience = 'participant'`,
  `alter table sessions drop constraint sessions_audience_check`,
  `alter table sessions add constraint sessions_audience_check check (audience in ('user', 'operator'))`,
  `drop index if exists users_participant_number_key`,
  `delete from users where role = 'participant'`,
  `alter table users drop constraint users_participant_number`,
  `alter table users drop constraint users_check`,
  `alter table users add constraint users_check check (role = 'operator' or organization_id is not null)`,
  `alter table users drop constraint users_role_check`,
  `alter table users add constraint users_role_check check (role in ('employer', 'selfEmployed', 'operator'))`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
