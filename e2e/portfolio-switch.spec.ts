import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { locale, operatorToken, tr, type Prefix } from './fixtures';

/**
 * Choosing a portfolio, in each language: the demo participant signs in, chooses the high-risk portfolio,
 * confirms in the dialog that names both portfolios and the month-end, and sees the request waiting; the
 * operator runs the month's processing; the participant then holds units of the new portfolio, the notice and
 * the units sold and bought in its account. The demo participant is shared with other specs: at the end it asks
 * to go back to the default portfolio and a second run carries that out, so it leaves as it came (in the default
 * portfolio, nothing pending).
 *
 * Each run is of a month of its own, long before the demo's history and the other specs' declarations: a run
 * with nothing to convert still carries out the switches waiting for it.
 */
const PARTICIPANT = { username: '01001000001', password: 'Demo#2026pass' };
const OP = '/api/operator/v1';
const SERIOUS = ['serious', 'critical'] as const;
const U = '/api/user/v1';
const MONTHS_BACK: Record<Prefix, [number, number]> = { ge: [60, 61], en: [62, 63], ru: [64, 65] };
const NAMES: Record<Prefix, { balanced: string; growth: string }> = {
  ge: { balanced: 'დაბალანსებული', growth: 'ზრდაზე ორიენტირებული' },
  en: { balanced: 'Balanced', growth: 'Growth' },
  ru: { balanced: 'Сбалансированный', growth: 'Ориентированный на рост' },
};

function monthBack(back: number) {
  const now = new Date(Date.now() + 4 * 3600_000);
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The operator runs the month's processing and waits until the run is done. */
async function processMonth(request: APIRequestContext, token: string, back: number) {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post(`${OP}/processing`, { headers, data: monthBack(back) });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { id } = ((await started.json()) as { result: { id: string } }).result;
  await expect
    .poll(async () => ((await (await request.get(`${OP}/processing/${id}`, { headers })).json()) as { result: { status: string } }).result.status, { timeout: 60_000 })
    .toBe('done');
}

async function participantToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('pensia.participant') ?? '{}') as { accessToken?: string }).accessToken);
  if (!token) throw new Error('the participant is not signed in on the page');
  return token;
}

async function shot(page: Page, name: string) {
  await page.getByRole('region', { name: /./ }).first().waitFor();
  await page.screenshot({ path: `e2e/.artifacts/screens/portfolio-switch-${name}.png`, fullPage: false });
}

test.describe.configure({ mode: 'serial' });
let operator: string;
test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  operator = await operatorToken(request);
});

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`the participant switches to another portfolio and the month's processing carries it out (${prefix})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const t = locale(prefix, 'portfolioSwitch');
    const n = NAMES[prefix];
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/${prefix}/login`);
    await page.locator('input[name="username"]').fill(PARTICIPANT.username);
    await page.locator('input[name="password"]').fill(PARTICIPANT.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/participant$`));

    const section = page.getByRole('region', { name: tr(t, 'title') });
    // the account and the portfolios open (a busy server may take a while)
    await expect(section.getByRole('button', { name: tr(t, 'choose', { name: n.growth }) })).toBeVisible({ timeout: 45_000 });
    // each portfolio with its risk explained; the participant's own has no button to choose it
    for (const level of [1, 2, 3]) await expect(section.getByText(tr(t, `riskExplained.${level}`))).toBeVisible();
    await expect(section.getByRole('button', { name: tr(t, 'choose', { name: n.balanced }) })).toHaveCount(0);

    // 1. the choice, confirmed in a dialog naming both portfolios and the month-end
    await section.getByRole('button', { name: tr(t, 'choose', { name: n.growth }) }).click();
    const dialog = page.getByRole('dialog', { name: tr(t, 'dialog.title') });
    await expect(dialog.getByRole('cell', { name: n.balanced, exact: true })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: `${n.growth} (${tr(t, 'risk.3')})` })).toBeVisible();
    await expect(dialog.getByText(tr(t, 'dialog.explain', { from: n.balanced, to: n.growth }))).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `${prefix}-dialog-390`);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await shot(page, `${prefix}-dialog-1440`);
    await dialog.getByRole('button', { name: tr(t, 'dialog.confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(tr(t, 'pending.title'))).toBeVisible();
    await expect(section.getByRole('button', { name: tr(t, 'choose', { name: n.growth }) })).toBeDisabled();
    await section.scrollIntoViewIfNeeded();
    await shot(page, `${prefix}-pending-1440`);
    expect(await axeViolations(page, SERIOUS), 'the pending request').toEqual([]);

    // 2. the operator runs the month's processing
    await processMonth(request, operator, MONTHS_BACK[prefix][0]);

    // 3. the participant holds units of the new portfolio, and the account says how
    await page.reload();
    // the account opens again after the reload (a busy server may take a while)
    await expect(section.getByRole('button', { name: tr(t, 'choose', { name: n.balanced }) })).toBeEnabled({ timeout: 45_000 });
    await expect(section.getByText(tr(t, 'pending.title'))).toBeHidden();
    const history = section.getByRole('table', { name: tr(t, 'history.caption') });
    await expect(history.getByText(tr(t, 'history.switch_out', { name: n.balanced })).first()).toBeVisible();
    await expect(history.getByText(tr(t, 'history.switch_in', { name: n.growth })).first()).toBeVisible();
    await expect(section.getByRole('button', { name: tr(t, 'choose', { name: n.balanced }) })).toBeEnabled();
    await expect(section.getByRole('button', { name: tr(t, 'choose', { name: n.growth }) })).toHaveCount(0);
    await section.scrollIntoViewIfNeeded();
    await shot(page, `${prefix}-done-1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await shot(page, `${prefix}-done-390`);
    expect(await axeViolations(page, SERIOUS), 'the switch done').toEqual([]);

    // the units sold are every unit held, the amount the same on both sides
    const token = await participantToken(page);
    const view = (await (await request.get(`${U}/participant/portfolio-switch`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      result: { currentPortfolioId: string; movements: { kind: string; amount: string; switchId: string }[]; past: { id: string; status: string }[] };
    };
    expect(view.result.currentPortfolioId).toBe('growth');
    const mine = view.result.movements.filter((m) => m.switchId === view.result.past[0]!.id);
    expect(mine.map((m) => m.kind).sort()).toEqual(['switch_in', 'switch_out']);
    expect(mine[0]!.amount).toBe(mine[1]!.amount);

    // 4. back to the default portfolio, as the demo participant came: asked through the API, carried out by a run
    const back = await request.post(`${U}/participant/portfolio-switch`, {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-back-${prefix}-${Date.now()}` },
      data: { toPortfolioId: 'balanced', acknowledgeWarning: false },
    });
    expect(back.ok(), await back.text()).toBeTruthy();
    await processMonth(request, operator, MONTHS_BACK[prefix][1]);
    const after = (await (await request.get(`${U}/participant/portfolio-switch`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      result: { currentPortfolioId: string; pending: unknown };
    };
    expect(after.result).toMatchObject({ currentPortfolioId: 'balanced', pending: null });
  });
}
