import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** Demo accounts of the seed (README). */
export const DEMO = {
  employer: { username: 'demo-employer', password: 'Demo#2026pass', code: '204567891' },
  employer2: { username: 'demo-employer-2', password: 'Demo#2026pass' },
  self: { username: 'demo-self', password: 'Demo#2026pass' },
  operator: { username: 'operator', password: 'Operator#2026pass', totpSecret: 'JBSWY3DPEHPK3PXP' },
  operator2: { username: 'operator-2', password: 'Operator#2026pass', totpSecret: 'KRSXG5CTMVRXEZLU' },
} as const;

/** An operator account of the seed: its password and the key of its one-time codes. */
export type OperatorAccount = { username: string; password: string; totpSecret: string };

export type Prefix = 'ge' | 'en' | 'ru';

/**
 * Signs in through the sign-in page of the given language; an account with two-step verification (`factor`)
 * gives one of its recovery codes when the page asks for the code (each is good once: no wait for a new step).
 */
export async function signIn(page: Page, account: { username: string; password: string }, prefix: Prefix = 'en', factor?: SecondFactor) {
  await page.goto(`/${prefix}/login`);
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  if (factor) {
    const code = page.locator('input[name="otp"]');
    await expect(code).toBeVisible();
    await code.fill(nextRecoveryCode(factor));
    await page.locator('form button[type="submit"]').click();
  }
  await expect(page).toHaveURL(new RegExp(`/${prefix}/?$`));
}

/** A second factor set up through the API: its key and the recovery codes not used yet. */
export type SecondFactor = { secret: string; recoveryCodes: string[] };

function nextRecoveryCode(factor: SecondFactor): string {
  const code = factor.recoveryCodes.shift();
  if (!code) throw new Error('no recovery code left');
  return code;
}

const lastStepOf = new Map<string, number>();

/**
 * The current code of a key. The server accepts each code once, so when this run already used the code of the
 * current 30-second step for this key, it waits for the next one.
 */
export async function totpCodeOf(secret: string): Promise<string> {
  const { Secret, TOTP } = await import('otpauth');
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30, algorithm: 'SHA1' });
  let step = Math.floor(Date.now() / 30_000);
  const last = lastStepOf.get(secret) ?? 0;
  if (step <= last) {
    await new Promise((resolve) => setTimeout(resolve, (last + 1) * 30_000 - Date.now() + 250));
    step = Math.floor(Date.now() / 30_000);
  }
  lastStepOf.set(secret, step);
  return totp.generate({ timestamp: step * 30_000 + 1_000 });
}

/**
 * Sets up two-step verification of the user of `token` through the API (decision 0104): the writes that move
 * money (bank accounts, refunds) need it. Answers the key and the recovery codes.
 */
export async function enrolSecondFactor(request: APIRequestContext, token: string): Promise<SecondFactor> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/user/v1/two-factor/start', { headers });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { secret } = ((await started.json()) as { result: { secret: string } }).result;
  const confirmed = await request.post('/api/user/v1/two-factor/confirm', { headers, data: { code: await totpCodeOf(secret) } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  return { secret, recoveryCodes: ((await confirmed.json()) as { result: { recoveryCodes: string[] } }).result.recoveryCodes };
}

/** Gives the second factor again for the session of the page (the next 5 minutes' writes need no dialog). */
export async function stepUpPage(page: Page, factor: SecondFactor) {
  const res = await page.request.post('/api/user/v1/two-factor/step-up', { headers: { authorization: `Bearer ${await sessionToken(page)}` }, data: { code: nextRecoveryCode(factor) } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Turns two-step verification of a demo account off again, so that the other specs sign it in with its password only. */
export async function dropSecondFactor(request: APIRequestContext, account: { username: string; password: string }, factor: SecondFactor) {
  const token = await userToken(request, account, nextRecoveryCode(factor));
  const res = await request.post('/api/user/v1/two-factor/disable', { headers: { authorization: `Bearer ${token}` }, data: { code: nextRecoveryCode(factor) } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * The operator's current one-time code. The server accepts each code once, so when this run already used
 * the code of the current 30-second step, it waits for the next one.
 */
export async function operatorCode(account: OperatorAccount = DEMO.operator): Promise<string> {
  return totpCodeOf(account.totpSecret);
}

/**
 * Signs the operator in through the back office's sign-in page (password, then the one-time code) and waits
 * for its back office. A code is accepted once per 30-second step: when another sign-in (another spec or
 * worker) already used this step's code, the refusal is read and the next step's code is sent.
 */
export async function signInOperator(page: Page, prefix: Prefix = 'en', account: OperatorAccount = DEMO.operator) {
  await page.goto(`/${prefix}/admin_login`);
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  const code = page.locator('input[name="otp"]');
  if (!(await code.isVisible())) {
    await page.locator('form button[type="submit"]').click();
    await expect(code).toBeVisible();
  }
  const signedIn = new RegExp(`/${prefix}/operator$`);
  const refused = page.locator('form').getByRole('alert');
  for (let attempt = 0; attempt < 3 && !signedIn.test(page.url()); attempt++) {
    if (attempt > 0) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await code.fill(await operatorCode(account));
    // the answer to this submission, so that the refusal of an earlier one is never read as this one's
    const answered = page.waitForResponse((r) => r.url().includes('/auth/operator-user') && r.request().method() === 'POST');
    await page.locator('form button[type="submit"]').click();
    await answered;
    await expect.poll(async () => signedIn.test(page.url()) || (await refused.isVisible()), { timeout: 10_000 }).toBe(true);
  }
  await expect(page).toHaveURL(signedIn);
}

/** Reads the user's unread obligatory notifications, letters and security notices through the API, so no alert blocks the screen. */
export async function readCorrespondence(page: Page) {
  await page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('pensia.session') ?? '{}') as { accessToken?: string }).accessToken;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (const kind of ['notifs', 'letters'] as const) {
      const res = await fetch(`/api/nbo/v1/${kind}/user?pageNumber=1&pageSize=100`, { headers });
      if (!res.ok) continue;
      const body = (await res.json()) as { data?: Record<string, { _id: string; readDate?: string | null }[]> };
      for (const item of body.data?.[kind] ?? [])
        if (!item.readDate) await fetch(`/api/nbo/v1/${kind}/user/read`, { method: 'POST', headers, body: JSON.stringify({ _id: item._id }) });
    }
    // the security notices of the organization (a bank account added by another spec) as well
    const notices = await fetch('/api/user/v1/notices', { headers });
    if (notices.ok) {
      for (const n of ((await notices.json()) as { result?: { id: string }[] }).result ?? [])
        await fetch(`/api/user/v1/notices/${n.id}/read`, { method: 'POST', headers: { authorization: headers.authorization } });
    }
  });
  await page.reload();
  await appInControl(page);
}

/**
 * Waits until the app has taken over a page pre-rendered at build time (docs/decisions/0040): before that,
 * the screen on view is the page's HTML, which the app replaces element by element.
 */
export async function appInControl(page: Page) {
  // the app's scripts load and start after the page is drawn: on a busy machine that takes longer than one wait
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/, { timeout: 30_000 });
}

/** The operator's last access token from `operatorToken` in this worker: the next call reuses it while it works. */
let lastOperatorToken: { token: string; at: number } | undefined;

/**
 * An operator's access token through the API (a one-time code is accepted once per 30-second step). A token
 * this worker already has is answered again for 5 minutes (it lives 10) when the portal of `request` still
 * takes it (a spec may run on a portal of its own): a new sign-in would wait up to 30 s for the next code.
 */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  if (lastOperatorToken && Date.now() - lastOperatorToken.at < 5 * 60_000) {
    const { token } = lastOperatorToken;
    const check = await request.get('/api/operator/v1/organizations?pageSize=1', { headers: { authorization: `Bearer ${token}` } });
    if (check.ok()) return token;
  }
  lastOperatorToken = { token: await newOperatorToken(request), at: Date.now() };
  return lastOperatorToken.token;
}

async function newOperatorToken(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = await request.post('/api/user/v1/auth/operator-user', {
      data: {
        username: DEMO.operator.username,
        password: DEMO.operator.password,
        languageCode: 'ka-ge',
        otp: await operatorCode(),
      },
    });
    const body = (await res.json()) as { result?: { isValid: boolean; accessToken?: string } };
    if (body.result?.isValid && body.result.accessToken) return body.result.accessToken;
    // a code is accepted once per 30-second step: wait for the next one
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('the operator could not sign in');
}

/**
 * A page of its own context with the operator signed in, for a whole file (a one-time code is accepted once
 * per 30-second step); close it with `page.context().close()`.
 */
export async function signedInOperatorPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signInOperator(page);
  return page;
}

/** The access token of an organization's user (an employer, a self-employed person) through the API. */
export async function userToken(request: APIRequestContext, account: { username: string; password: string }, otp?: string): Promise<string> {
  const res = await request.post('/api/user/v1/auth/application-user', {
    data: { username: account.username, password: account.password, languageCode: 'ka-ge', ...(otp ? { otp } : {}) },
  });
  const body = (await res.json()) as { result?: { isValid?: boolean; accessToken?: string } };
  if (!res.ok() || !body.result?.accessToken) throw new Error(`${account.username} could not sign in: ${res.status()} ${JSON.stringify(body)}`);
  return body.result.accessToken;
}

/** The access token of the user signed in on the page (the session the app keeps). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('pensia.session') ?? '{}') as { accessToken?: string }).accessToken);
  if (!token) throw new Error('no one is signed in on the page');
  return token;
}

/** A GET of the API with the session of the user signed in on the page: the answer's body, its status checked. */
export async function sessionApi(page: Page, url: string): Promise<{ result: never }> {
  const res = await page.request.get(url, { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as { result: never };
}

/** The words of a screen: a namespace of the app's translations in the language of the address prefix. */
export type Texts = { [key: string]: unknown };

/** The language of each address prefix, as the app's translations (and Intl) name it. */
export const LANG_OF_PREFIX = { ge: 'ka', en: 'en', ru: 'ru' } as const;

export function locale(prefix: Prefix, ns: string): Texts {
  return JSON.parse(readFileSync(new URL(`../apps/web/src/locales/${LANG_OF_PREFIX[prefix]}/${ns}.json`, import.meta.url), 'utf8')) as Texts;
}

/**
 * The text of `key` (dotted) with its `{{name}}` placeholders filled in, and `{{name, lower}}` in small letters as
 * the web app's formatter writes it (a month inside a Russian sentence); a key without text fails the test.
 */
export function tr(texts: Texts, key: string, vars: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, k) => (node as Texts | undefined)?.[k], texts);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value.replace(/{{(\w+)(, lower)?}}/g, (_, name: string, lower?: string) => (lower ? String(vars[name]).toLowerCase() : String(vars[name])));
}

/**
 * The words of a namespace in the language of `prefix`, as `t(key, vars)`: with a numeric `count`, the plural
 * form of the language where the namespace has one, else the key itself (as i18next falls back).
 */
export function wordsOf(prefix: Prefix, namespace: string): (key: string, vars?: Record<string, string | number>) => string {
  const tree = locale(prefix, namespace);
  const plurals = new Intl.PluralRules(LANG_OF_PREFIX[prefix]);
  return (key, vars = {}) => {
    if (typeof vars.count === 'number') {
      try {
        return tr(tree, `${key}_${plurals.select(vars.count)}`, vars);
      } catch {
        return tr(tree, key, vars);
      }
    }
    return tr(tree, key, vars);
  };
}

/** An amount in tetri as the API reads it: 1234.50. */
export const plain = (tetri: number) => `${Math.floor(tetri / 100)}.${String(tetri % 100).padStart(2, '0')}`;

/** The text of every page of a PDF, its items joined as they are laid out. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, disableFontFace: true }).promise;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}

/** An organization registered for one flow, its user and that user's access token. */
export type Organization = { username: string; password: string; code: string; name: string; token: string };

/**
 * A fresh organization (a legal entity of a random code) and its user, registered and signed in through the
 * API: the username starts with `tag`, `name` gives the organization's name of its code.
 */
export async function registerOrganization(
  request: APIRequestContext,
  { tag, password, name: nameOf }: { tag: string; password: string; name: (code: string) => string },
): Promise<Organization> {
  const username = `${tag}-${Date.now().toString(36)}${randomInt(1000)}`;
  const code = String(randomInt(100_000_000, 999_999_999));
  const name = nameOf(code);
  const res = await request.post('/api/user/v1/registration/legal-entity', {
    data: { username, password, mobile: '+995 599 12 34 56', email: `${username}@example.ge`, securityQuestionId: 1, securityAnswer: 'Tbilisi', organizationName: name, organizationCode: code, organizationTypeId: 1 },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { username, password, code, name, token: await userToken(request, { username, password }) };
}

/** The agency's account that organizations pay into. */
export const AGENCY_ACCOUNT = 'GE90NB0000000000707017';

/** A credit to the agency's account from an organization, by its code, booked and valued on `date` (YYYY-MM-DD). */
export type StatementCredit = { reference: string; date: string; amount: string; payerCode: string; payerName: string; remittance?: string };

/** A bank statement of the agency's account in the CSV layout (docs/bank-statement-csv.md), one line a credit. */
export function statementCsv(credits: StatementCredit[]): Buffer {
  return Buffer.from(
    [
      'account,reference,booking_date,value_date,amount,currency,direction,payer_code,payer_name,remittance',
      ...credits.map(
        (c) => `${AGENCY_ACCOUNT},${c.reference},${c.date},${c.date},${c.amount},GEL,CRDT,${c.payerCode},"${c.payerName}","${c.remittance ?? 'საპენსიო შენატანები'}"`,
      ),
    ].join('\n'),
  );
}

/** The operator loads a statement in the CSV layout through the API; answers how many of its entries found their organization. */
export async function loadStatementCsv(request: APIRequestContext, token: string, name: string, csv: Buffer): Promise<number> {
  const res = await request.post('/api/operator/v1/bank-statements', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'text/csv', buffer: csv } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { matched: number } }).result.matched;
}

/** The month `back` months before this one in Tbilisi. */
export function monthsAgo(back: number) {
  const now = new Date(Date.now() + 4 * 3600_000);
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export type SubmittedDeclaration = { id: string; declarationNumber: string | null; totals: { totalContribution: string } };

/** A declaration of one person with this gross salary, created and submitted through the API (its filing has its own spec). */
export async function submittedDeclaration(request: APIRequestContext, employer: Organization, period: { year: number; month: number }, gross: string): Promise<SubmittedDeclaration> {
  const headers = { authorization: `Bearer ${employer.token}` };
  const created = await request.post(`/api/finance-write/v1/declarations`, { headers, data: { ...period, type: 'standard', form: 'simple' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id } = ((await created.json()) as { result: SubmittedDeclaration }).result;
  const row = { personalIdentificationNumber: '01001010101', firstName: 'ნინო', lastName: 'ბერიძე', birthDate: '1990-05-01', gender: 'female', grossSalary: gross, optIn: 0 };
  const added = await request.post(`/api/finance-write/v1/declarations/${id}/details`, { headers, data: row });
  expect(added.ok(), await added.text()).toBeTruthy();
  const activated = await request.post(`/api/finance-write/v1/declarations/${id}/activate`, { headers });
  expect(activated.ok(), await activated.text()).toBeTruthy();
  return ((await activated.json()) as { result: SubmittedDeclaration }).result;
}
