import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText, type Prefix } from './fixtures';

/**
 * The participant's own account, in each language: the demo participant signs in on the sign-in page with
 * its personal number, lands on the participant site (the hand-over token already gone from the address),
 * sees its account and downloads its statement as a PDF; the print layout hides the buttons.
 */
const PARTICIPANT = { username: '01001000001', password: 'Demo#2026pass' };
/**
 * The participant page at 390 px, in px: a few screens, not the ~19,000 of every contribution as a card (8,300
 * in Georgian with six cards that leave out the running totals).
 */
const PHONE_PAGE_MAX = 9_000;

const texts: Record<Prefix, { portfolio: string; title: string; lines: string; more: string; download: string; print: string; savings: string; employers: string }> = {
  en: { portfolio: 'Balanced', title: 'My pension account', lines: 'Every contribution, newest first', more: 'Show more', download: 'Download PDF', print: 'Print statement', savings: 'Savings', employers: 'My employers' },
  ge: { portfolio: 'დაბალანსებული', title: 'ჩემი საპენსიო ანგარიში', lines: 'ყველა შენატანი, უახლესი პირველად', more: 'მეტის ჩვენება', download: 'PDF-ის ჩამოტვირთვა', print: 'ამონაწერის ბეჭდვა', savings: 'დანაზოგი', employers: 'ჩემი დამსაქმებლები' },
  ru: { portfolio: 'Сбалансированный', title: 'Мой пенсионный счёт', lines: 'Все взносы, сначала новые', more: 'Показать ещё', download: 'Скачать PDF', print: 'Печать выписки', savings: 'Накопления', employers: 'Мои работодатели' },
};

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`the demo participant signs in, sees its account and downloads its statement (${prefix})`, async ({ page }) => {
    const t = texts[prefix];
    await page.setViewportSize({ width: 1440, height: 1000 });
    const exchanged: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/participant-user/exchange')) exchanged.push(r.url());
    });
    await page.goto(`/${prefix}/login`);
    await page.locator('input[name="username"]').fill(PARTICIPANT.username);
    await page.locator('input[name="password"]').fill(PARTICIPANT.password);
    await page.locator('form button[type="submit"]').click();

    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.title);
    // the token was exchanged once and is in neither the address nor the history entry
    await expect(page).toHaveURL(new RegExp(`/${prefix}/participant$`));
    expect(exchanged).toHaveLength(1);
    expect(await page.evaluate(() => location.search)).toBe('');

    await expect(page.getByText(t.savings, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: t.employers })).toBeVisible();
    const lines = page.getByRole('table', { name: t.lines });
    // the newest 24 contributions (and the header row), the older ones on demand
    await expect(lines.getByRole('row')).toHaveCount(25);
    await page.getByRole('button', { name: t.more }).click();
    await expect(lines.getByRole('row').nth(30)).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^statement-01001000001-\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10_000);
    // the statement names the portfolio holding the savings, in the reader's language
    expect(await pdfText(bytes)).toContain(t.portfolio);

    // the print layout: no buttons, the account at its full width
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: t.print })).toBeHidden();
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBeGreaterThanOrEqual(992);
    await page.emulateMedia({ media: 'screen' });

    // a reload keeps the site's own session (this tab only), and exchanges nothing again
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.title);
    expect(exchanged).toHaveLength(1);
  });
}

test('the participant page on a phone is a few screens tall: six contributions at first, more on demand', async ({ page }) => {
  const t = texts.en;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/login');
  await page.locator('input[name="username"]').fill(PARTICIPANT.username);
  await page.locator('input[name="password"]').fill(PARTICIPANT.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(t.title);
  const lines = page.getByRole('table', { name: t.lines });
  await expect(lines.locator('tbody tr')).toHaveCount(6);
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  const first = await height();
  expect(first).toBeLessThan(PHONE_PAGE_MAX);
  // a card names one contribution; its running totals are left out, and the page says where they are
  const card = lines.locator('tbody tr').first();
  await expect(card.getByRole('cell', { name: /₾/ }).first()).toBeVisible();
  for (const cell of await card.locator('td[data-card-omit]').all()) await expect(cell).toBeHidden();
  expect(await card.locator('td[data-card-omit]').count()).toBe(4);
  await expect(page.getByText('On a phone the running totals of each line are left out')).toBeVisible();
  // the older contributions are reached by keyboard, six at a time
  const more = page.getByRole('button', { name: t.more });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(lines.locator('tbody tr')).toHaveCount(12);
  expect(await height()).toBeGreaterThan(first);
});
