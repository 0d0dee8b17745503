import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, signInOperator, type Prefix } from './fixtures';

/**
 * Bank statements in the back office, each language in turn: the operator loads a CSV statement, one payment
 * finds the demo employer by its code, the other waits and is matched by hand; the employer's balance
 * follows both. The database is shared by every spec of a run, so the balance is compared before and after.
 */
const EMPLOYER_CODE = '204567891';
const LANG = { ge: 'ka', en: 'en', ru: 'ru' } as const;
type Tree = { [key: string]: unknown };

const texts = (prefix: Prefix): Tree => JSON.parse(readFileSync(new URL(`../apps/web/src/locales/${LANG[prefix]}/statements.json`, import.meta.url), 'utf8')) as Tree;
function tr(tree: Tree, key: string, vars: Record<string, string> = {}): string {
  const value = key.split('.').reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], tree);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value.replace(/{{(\w+)}}/g, (_, name: string) => vars[name] ?? '');
}

async function balance(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/user/v1/auth/application-user', { data: { username: DEMO.employer.username, password: DEMO.employer.password, languageCode: 'ka-ge' } });
  const token = ((await login.json()) as { result: { accessToken: string } }).result.accessToken;
  const res = await request.get('/api/finance/v1/declarations/org-balance', { headers: { authorization: `Bearer ${token}` } });
  return Number(((await res.json()) as { result: { totalBalance: string } }).result.totalBalance);
}

test.describe.configure({ mode: 'serial' });
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  context = await browser.newContext();
  page = await context.newPage();
  await signInOperator(page);
});
test.afterAll(async () => context.close());

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`the operator loads a statement and matches a payment by hand; the employer's balance follows (${prefix})`, async ({ request }) => {
    test.setTimeout(90_000);
    const t = texts(prefix);
    const run = `${prefix}-${Date.now()}`;
    const before = await balance(request);
    const csv = [
      'account,reference,booking_date,amount,currency,direction,payer_code,payer_name,remittance',
      `GE12NB0331100000000001,E2E-${run}-1,2026-11-23,12.34,GEL,CRDT,${EMPLOYER_CODE},შპს „ქართული სავაჭრო ქსელი“,საპენსიო შენატანები`,
      `GE12NB0331100000000001,E2E-${run}-2,2026-11-23,5.66,GEL,CRDT,,უცნობი გადამხდელი,შენატანი`,
      'GE12NB0331100000000001,E2E-' + run + '-3,2026-11-23,1.00,GEL,DBIT,,,საკომისიო',
    ].join('\n');

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/${prefix}/operator/bank-statements`);
    await expect(page.getByRole('heading', { level: 1, name: tr(t, 'title') })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: tr(t, 'upload.submit'), exact: true }).click();
    const result = page.getByRole('status').filter({ hasText: tr(t, 'result.title') });
    await expect(result).toBeVisible();
    await expect(page.getByTestId('statement-matched')).toHaveText('1');
    await expect(page.getByTestId('statement-unmatched')).toHaveText('1');
    await expect(page.getByTestId('statement-ignored')).toHaveText('1');
    await page.screenshot({ path: test.info().outputPath(`statements-${prefix}-1440.png`), fullPage: true });

    // the payment that found nobody, matched by hand
    await page.getByLabel(tr(t, 'queue.search')).fill(`E2E-${run}-2`);
    await page.getByRole('button', { name: tr(t, 'queue.find'), exact: true }).click();
    await page.getByRole('button', { name: tr(t, 'queue.matchEntry', { reference: `E2E-${run}-2` }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr(t, 'match.code')).fill(EMPLOYER_CODE);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`statements-${prefix}-match-390.png`) });
    await dialog.getByRole('button', { name: tr(t, 'match.submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: tr(t, 'queue.matchEntry', { reference: `E2E-${run}-2` }) })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath(`statements-${prefix}-390.png`), fullPage: true });

    expect(Math.round((await balance(request)) * 100)).toBe(Math.round(before * 100) + 1234 + 566);
  });
}
