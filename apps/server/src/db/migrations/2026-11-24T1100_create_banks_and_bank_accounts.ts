import { sql, type Kysely } from 'kysely';

/**
 * The bank list (Georgian commercial banks: the IBAN bank code the National Bank of Georgia gives each, its
 * SWIFT BIC, names in ka, en and ru), kept as data the operator changes, and the organizations' bank
 * accounts. An account's IBAN is stored normalised (no spaces, capitals) and its bank code is its bank's.
 * Sources of the seeded codes: docs/decisions/0016-bank-accounts-and-bank-list.md.
 */
const statements = [
  `create table banks (
    id uuid primary key default gen_random_uuid(),
    code text not null unique check (code ~ '^[A-Z]{2}$'),
    bic text not null check (bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
    name_ka text not null check (length(name_ka) between 1 and 200),
    name_en text not null check (length(name_en) between 1 and 200),
    name_ru text not null check (length(name_ru) between 1 and 200),
    is_active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table bank_accounts (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    bank_id uuid not null references banks (id),
    iban text not null check (iban ~ '^GE[0-9]{2}[A-Z]{2}[0-9]{16}$'),
    is_default boolean not null default false,
    created_at timestamptz not null default now(),
    created_by uuid references users (id) on delete set null,
    unique (organization_id, iban),
    unique (id, organization_id)
  )`,
  // at most one default account per organization, whatever the order of concurrent writes
  `create unique index bank_accounts_one_default on bank_accounts (organization_id) where is_default`,
  `create index bank_accounts_bank_idx on bank_accounts (bank_id)`,
];

/** code, BIC, Georgian, English and Russian names. */
const BANKS: [string, string, string, string, string][] = [
  ['BG', 'BAGAGE22', 'სს „საქართველოს ბანკი“', 'Bank of Georgia', 'Банк Грузии'],
  ['TB', 'TBCBGE22', 'სს „თიბისი ბანკი“', 'TBC Bank', 'ТБС Банк'],
  ['LB', 'LBRTGE22', 'სს „ლიბერთი ბანკი“', 'Liberty Bank', 'Либерти Банк'],
  ['PC', 'MIBGGE22', 'სს „პროკრედიტ ბანკი“', 'ProCredit Bank', 'ПроКредит Банк'],
  ['BS', 'CBASGE22', 'სს „ბაზისბანკი“', 'Basisbank', 'Базисбанк'],
  ['KS', 'TEBAGE22', 'სს „ტერაბანკი“', 'Terabank', 'Терабанк'],
  ['CD', 'JSCRGE22', 'სს „კრედო ბანკი“', 'Credo Bank', 'Кредо Банк'],
  ['CR', 'CRTUGE22', 'სს „ბანკი ქართუ“', 'Cartu Bank', 'Банк Карту'],
  ['HB', 'HABGGE22', 'სს „ხალიკ ბანკი საქართველო“', 'Halyk Bank Georgia', 'Халык Банк Грузия'],
  ['BT', 'DISNGE22', 'სს „სილქ როუდ ბანკი“', 'Silk Road Bank', 'Силк Роуд Банк'],
  ['PB', 'PAHAGE22', 'სს „პაშა ბანკი საქართველო“', 'PASHA Bank Georgia', 'ПАША Банк Грузия'],
  ['IS', 'ISBKGE22', 'სს „იშბანკი საქართველო“', 'Isbank Georgia', 'Ишбанк Грузия'],
  ['ZB', 'TCZBGE22', 'სს „ზირაათ ბანკი საქართველო“', 'Ziraat Bank Georgia', 'Зираат Банк Грузия'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
  // plain SQL: a migration does not depend on the column-name plugin of the handle it is given
  for (const [code, bic, nameKa, nameEn, nameRu] of BANKS) {
    await sql`insert into banks (code, bic, name_ka, name_en, name_ru) values (${code}, ${bic}, ${nameKa}, ${nameEn}, ${nameRu})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists bank_accounts`.execute(db);
  await sql`drop table if exists banks`.execute(db);
}
