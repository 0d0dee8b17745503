import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  loadStatementCsv,
  locale,
  pdfText,
  plain,
  registerOrganization,
  sessionToken,
  signedInOperatorPage,
  statementCsv,
  tr,
  type Organization,
  type Prefix,
} from './fixtures';

/**
 * The monthly processing from end to end, in each language: an organization of its own (registered for the
 * language) files a declaration of a month with a row for the demo participant, activates it and pays it
 * by a bank statement the operator loads; the operator sets the unit price of the conversion date (today)
 * and processes the month on the processing screen, and reads the run's result there; the demo participant
 * signs in and sees the month's new contribution converted — the employee's and employer's share, the
 * state's share as a source of its own, the units at the price just set — downloads its statement, which
 * names the organization in full, and prints it.
 *
 * Each language processes a month of its own, long before the demo's history and every other spec's
 * declarations (a month processed once is not converted again).
 */
const W = '/api/finance-write/v1';
const PASSWORD = 'Flow#2026pass';
const PARTICIPANT = { username: '01001000001', password: 'Demo#2026pass', firstName: 'თამარ', lastName: 'კაპანაძე', birthDate: '1986-04-12' };

/**
 * What each language declares and at which price: 2% of the salary from each of the three sources, each an
 * exact number of units at the price (1000.00 → 20.00 a source, 16 units at 1.25).
 */
const CASE: Record<Prefix, { monthsBack: number; gross: number; share: number; price: string; units: number }> = {
  ge: { monthsBack: 40, gross: 100_000, share: 2_000, price: '1.25', units: 48 },
  en: { monthsBack: 41, gross: 120_000, share: 2_400, price: '1.2', units: 60 },
  ru: { monthsBack: 42, gross: 128_000, share: 2_560, price: '1.28', units: 60 },
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An amount in tetri as any of the three languages writes it: 1234.50, 1 234,50, 1,234.50. */
function money(tetri: number): RegExp {
  const whole = String(Math.floor(tetri / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f,.]?');
  return new RegExp(`(?<!\\d)${whole}[.,]${String(tetri % 100).padStart(2, '0')}(?!\\d)`);
}

/** A number with six decimals as any of the three languages writes it (48.000000, 48,000000). */
const micro = (value: number) => new RegExp(`(?<!\\d)${Math.trunc(value)}[.,]${value.toFixed(6).split('.')[1]}(?!\\d)`);

/** Today in Tbilisi, and the month `back` months before this one. */
function tbilisi(back: number) {
  const now = new Date(Date.now() + 4 * 3600_000);
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  const today = now.toISOString().slice(0, 10);
  return { today, year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month's declaration with one row, the demo participant's, created and activated through the API. */
async function activatedDeclaration(request: APIRequestContext, employer: Organization, period: { year: number; month: number }, gross: number) {
  const headers = { authorization: `Bearer ${employer.token}` };
  const created = await request.post(`${W}/declarations`, { headers, data: { ...period, type: 'standard', form: 'simple' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id } = ((await created.json()) as { result: { id: string } }).result;
  const row = {
    personalIdentificationNumber: PARTICIPANT.username, firstName: PARTICIPANT.firstName, lastName: PARTICIPANT.lastName,
    birthDate: PARTICIPANT.birthDate, gender: 'female', grossSalary: plain(gross), optIn: 0,
  };
  const added = await request.post(`${W}/declarations/${id}/details`, { headers, data: row });
  expect(added.ok(), await added.text()).toBeTruthy();
  const activated = await request.post(`${W}/declarations/${id}/activate`, { headers });
  expect(activated.ok(), await activated.text()).toBeTruthy();
  return ((await activated.json()) as { result: { id: string; totals: { totalContribution: string } } }).result;
}

// one operator session for the whole file: a one-time code is accepted once per 30 seconds
test.describe.configure({ mode: 'serial' });
let operator: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  operator = await signedInOperatorPage(browser, { viewport: { width: 1440, height: 1000 } });
});
test.afterAll(async () => operator.context().close());

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`a month is processed on the operator's screen and the participant sees it converted (${prefix})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const c = CASE[prefix];
    const { today, year, month } = tbilisi(c.monthsBack);
    // the run names its month in words, as every screen does ("ოქტომბერი 2026")
    const period = `${tr(locale(prefix, 'common'), `months.m${month}`)} ${year}`;

    // 1. the organization declares the month for the participant, activates and pays it
    const employer = await registerOrganization(request, {
      tag: `flow-${prefix}`,
      password: PASSWORD,
      // a long name, as many are: it must be read whole on every screen and in the statement
      name: (code) => `შეზღუდული პასუხისმგებლობის საზოგადოება „ყოველთვიური დამუშავების სატესტო ორგანიზაცია ${prefix} ${code}“`,
    });
    const declaration = await activatedDeclaration(request, employer, { year, month }, c.gross);
    expect(declaration.totals.totalContribution).toBe(plain(2 * c.share));
    // paid by a bank statement the operator loads through the API
    const reference = `FLOW-${prefix.toUpperCase()}-${Date.now()}`;
    const csv = statementCsv([{ reference, date: today, amount: declaration.totals.totalContribution, payerCode: employer.code, payerName: employer.name }]);
    expect(await loadStatementCsv(request, await sessionToken(operator), `${reference}.csv`, csv)).toBe(1);

    // 2. the operator sets the unit price of the conversion date, today, on the processing screen
    const p = locale(prefix, 'processing');
    await operator.goto(`/${prefix}/operator/processing`);
    await expect(operator.getByRole('heading', { level: 1, name: tr(p, 'title') })).toBeVisible();
    const prices = operator.getByRole('form', { name: tr(p, 'prices.setForm') });
    const dmy = `${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)}`;
    await expect(prices.getByRole('textbox', { name: tr(p, 'prices.date') })).toHaveValue(dmy);
    // typed as the language writes it: a decimal comma in Georgian and Russian
    await prices.getByRole('textbox', { name: tr(p, 'prices.price') }).fill(prefix === 'en' ? c.price : c.price.replace('.', ','));
    await prices.getByRole('button', { name: tr(p, 'prices.set') }).click();
    // the message and the table show the price alike, in the language's format
    await expect(operator.getByRole('status').filter({ hasText: micro(Number(c.price)) })).toBeVisible();
    const priceTable = operator.getByRole('region', { name: tr(p, 'prices.title') }).getByRole('table');
    await expect(priceTable.getByRole('cell', { name: micro(Number(c.price)) })).toHaveCount(1);
    // the screen tells the price a run started now converts at: today's, the one just set
    const conversion = operator.getByRole('note').filter({ hasText: tr(p, 'run.conversionTitle') });
    await expect(conversion).toContainText(micro(Number(c.price)));
    await expect(conversion).toContainText(new RegExp(`${dmy}|${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`));

    // 3. and processes the month, then waits for the run's result on the screen
    const run = operator.getByRole('form', { name: tr(p, 'run.form') });
    await run.getByRole('textbox', { name: tr(p, 'run.year') }).fill(String(year));
    await run.getByRole('combobox', { name: tr(p, 'run.month') }).click();
    await operator.getByRole('option', { name: tr(p, `months.${month}`), exact: true }).click();
    await expect(run.getByRole('combobox', { name: tr(p, 'run.month') })).toHaveValue(tr(p, `months.${month}`));
    await run.getByRole('button', { name: tr(p, 'run.start') }).click();
    // asked first: the month in words, the paid declarations and rows it processes
    let confirm = operator.getByRole('dialog', { name: tr(p, 'run.confirmTitle', { period }) });
    await expect(confirm).toContainText(tr(p, 'run.confirmCounts', { declarations: '1', rows: '1' }));
    await operator.screenshot({ path: test.info().outputPath(`processing-confirm-${prefix}-1440.png`) });
    await operator.setViewportSize({ width: 390, height: 844 });
    await expect(confirm).toBeVisible();
    await operator.screenshot({ path: test.info().outputPath(`processing-confirm-${prefix}-390.png`) });
    await operator.setViewportSize({ width: 1440, height: 1000 });
    await confirm.getByRole('button', { name: tr(p, 'run.confirmStart') }).click();
    await expect(confirm).toBeHidden();
    await expect(operator.getByRole('status').filter({ hasText: tr(p, 'run.started', { period }) })).toBeVisible();
    const job = operator.getByRole('article', { name: period });
    // the status badge at the head of the card (in Russian the label of the finishing time reads the same as "done")
    await expect(job.locator('.mantine-Badge-label')).toHaveText(tr(p, 'status.done'), { timeout: 60_000 });
    await expect(job).toContainText(tr(p, 'jobs.rows', { done: 1, total: 1 }));
    const figure = (label: string) => job.getByText(tr(p, label), { exact: true }).locator('xpath=following-sibling::*[1]');
    await expect(figure('jobs.declarations')).toHaveText('1');
    await expect(figure('jobs.unpaid')).toHaveText('0');
    await expect(figure('jobs.contributions')).toHaveText('3');
    await expect(figure('jobs.amount')).toHaveText(money(3 * c.share));
    await expect(figure('jobs.state')).toHaveText(money(c.share));
    await expect(figure('jobs.units')).toHaveText(micro(c.units));
    await expect(figure('jobs.conversion')).toContainText(micro(Number(c.price)));
    // the month again: nothing new to convert, the screen says so and keeps its one run
    await run.getByRole('button', { name: tr(p, 'run.start') }).click();
    confirm = operator.getByRole('dialog', { name: tr(p, 'run.confirmTitle', { period }) });
    await expect(confirm).toContainText(tr(p, 'run.confirmNothing', { period }));
    await confirm.getByRole('button', { name: tr(p, 'run.confirmStart') }).click();
    await expect(operator.getByRole('status').filter({ hasText: tr(p, 'run.nothingNew', { period }) })).toBeVisible();
    await expect(operator.getByRole('article', { name: period })).toHaveCount(1);

    // 4. the participant signs in and sees the month's contribution converted
    const t = locale(prefix, 'participant');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/${prefix}/login`);
    await page.locator('input[name="username"]').fill(PARTICIPANT.username);
    await page.locator('input[name="password"]').fill(PARTICIPANT.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/participant$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(tr(t, 'title'));
    const lines = page.getByRole('table', { name: tr(t, 'lines.caption') });
    const line = lines.getByRole('row').filter({ hasText: employer.code });
    await expect(line).toHaveCount(1);
    const cells = line.getByRole('cell');
    // date, paid, converted, organization, base, contribution, state, units, unit price, ..., status
    const [y, m, d] = today.split('-');
    // converted today (31.12.2026 or 12/31/2026, as the language writes a date)
    await expect(cells.nth(2)).toHaveText(new RegExp(`^(${d}\\.${m}\\.${y}|${m}/${d}/${y})$`));
    await expect(cells.nth(3)).toContainText(employer.name);
    await expect(cells.nth(4)).toHaveText(money(c.gross));
    await expect(cells.nth(5)).toHaveText(money(2 * c.share));
    await expect(cells.nth(6)).toHaveText(money(c.share));
    await expect(cells.nth(7)).toHaveText(micro(c.units));
    await expect(cells.nth(8)).toHaveText(micro(Number(c.price)));
    await expect(cells.nth(13)).toHaveText(tr(t, 'status.converted'));
    // on a wide screen the fourteen columns fit the page, the status read whole (not cut to "Conv…")
    const fit = await lines.evaluate((table) => {
      const badge = table.querySelector('tbody tr td:last-child .mantine-Badge-label')!;
      return { table: table.scrollWidth, room: table.parentElement!.clientWidth, badge: badge.scrollWidth, shown: badge.clientWidth };
    });
    expect(fit.table).toBeLessThanOrEqual(fit.room);
    expect(fit.badge).toBeLessThanOrEqual(fit.shown);
    // the employer is among its employers
    await expect(page.getByRole('table').filter({ hasText: employer.code }).first()).toBeVisible();

    // its statement as a PDF names the organization in full, however long
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: tr(t, 'actions.download') }).click();
    const statement = readFileSync((await (await download).path())!);
    expect(await pdfText(statement)).toContain(`${employer.name} (${employer.code})`);

    // 5. it prints its statement: every line (the new one too), no buttons
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
        window.dispatchEvent(new Event('beforeprint'));
      };
    });
    await page.getByRole('button', { name: tr(t, 'actions.print') }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: tr(t, 'actions.print') })).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(escape(tr(t, 'lines.more', { count: 0 }).replace(/\s*\(.*$/, ''))) })).toBeHidden();
    await expect(line).toBeVisible();
    expect(await lines.getByRole('row').count()).toBeGreaterThan(25);
    await page.emulateMedia({ media: 'screen' });
  });
}
