import { expect, test } from '@playwright/test';
import {
  LANG_OF_PREFIX,
  loadStatementCsv,
  locale,
  monthsAgo,
  operatorToken,
  readCorrespondence,
  registerOrganization,
  signIn,
  statementCsv,
  submittedDeclaration,
  tr,
  type Prefix,
} from './fixtures';

/**
 * Messages that stay (issue 25, point 6): a refusal shown as a notice ("nothing is owed" for the payment order
 * of a declaration the payments already cover) is still on screen after 6 s, sits at the bottom, away from the header, so the
 * header's balance and sign-out stay usable, and goes when its reader closes it. In each language, at 1440
 * and 390 px, with an organization of its own so no other flow's payments change what it owes.
 */
for (const prefix of ['ge', 'en', 'ru'] as const satisfies readonly Prefix[]) {
  test(`an error notice stays until closed and never covers the header (${prefix})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const employer = await registerOrganization(request, { tag: `notice-${prefix}`, password: 'Notice#2026pass', name: (code) => `შპს შეტყობინება ${code}` });
    const declaration = await submittedDeclaration(request, employer, monthsAgo(2), '1000.00');
    // a payment far above what the declaration asks for: nothing is owed
    const reference = `NOTICE-${prefix}-${Date.now()}`;
    const csv = statementCsv([{ reference, date: new Date().toISOString().slice(0, 10), amount: '5000.00', payerCode: employer.code, payerName: employer.name }]);
    expect(await loadStatementCsv(request, await operatorToken(request), `${reference}.csv`, csv)).toBe(1);
    const refusal = await request.get(`/api/front-office/v1/statements/download-org-order-file?documentNumberId=${declaration.id}&documentType=declaration`, {
      headers: { authorization: `Bearer ${employer.token}`, 'accept-language': LANG_OF_PREFIX[prefix] },
    });
    expect(refusal.status()).toBe(409);
    const message = ((await refusal.json()) as { message: string }).message;

    const layout = locale(prefix, 'layout');
    const tx = locale(prefix, 'transactions');
    const common = locale(prefix, 'common');
    // a clock the test can move on, installed before the page's first script
    await page.clock.install();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      if (width === 1440) {
        await signIn(page, employer, prefix);
        await readCorrespondence(page);
      }
      await page.goto(`/${prefix}/declaration/view/${declaration.id}`);
      await page.getByRole('button', { name: tr(tx, 'paymentOrder.button') }).click();
      const notice = page.getByRole('alert').filter({ hasText: message });
      await expect(notice).toBeVisible();
      // the page's clock moved on 6.5 s (its timers run), rather than the test waiting them out
      await page.clock.runFor(6_500);
      await expect(notice, 'an error stays longer than 6 s').toBeVisible();

      // at the bottom, away from the header and the organization's bar: sign-out is not covered and takes a click
      const header = await page.getByRole('banner').boundingBox();
      const box = await notice.boundingBox();
      expect(box!.y).toBeGreaterThan(header!.y + header!.height + 100);
      const logout = page.getByRole('banner').getByRole('button', { name: tr(layout, 'header.logout') });
      await logout.click({ trial: true });
      await page.screenshot({ path: test.info().outputPath(`notice-${prefix}-${width}.png`) });
      // the page ends below the notice: scrolled to its end, the lowest control of the page is above the notice
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() => {
            const controls = Array.from(document.querySelectorAll('main button, main a[href]')).filter((el) => el.getBoundingClientRect().height > 0);
            return Math.max(...controls.map((el) => el.getBoundingClientRect().bottom));
          }),
        )
        .toBeLessThanOrEqual((await notice.boundingBox())!.y);
      // and the grey page itself reaches the end of the screen: no white strip of the body under it
      const below = await page.evaluate(() => window.innerHeight - document.querySelector('main')!.getBoundingClientRect().bottom);
      expect(below, 'the page reaches the end of the screen').toBeLessThanOrEqual(1);
      await page.screenshot({ path: test.info().outputPath(`notice-${prefix}-${width}-end.png`) });

      await notice.getByRole('button', { name: tr(common, 'actions.close') }).click();
      await expect(notice).toBeHidden();
    }
  });
}
