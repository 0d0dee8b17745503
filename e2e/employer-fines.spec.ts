import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  locale,
  operatorToken,
  pdfText,
  plain,
  readCorrespondence,
  signIn,
  tr,
  userToken,
  type Prefix,
} from './fixtures';

/**
 * The employer's own list of its fines (issue 25, point 12): a fine the agency imposes shows with its amount,
 * reason, status and what is still to pay, reached from the menu; its payment order asks for that figure.
 * In each language, at 1440 and 390 px, checked by axe against WCAG 2 A and AA.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(
    async () =>
      (
        await (
          window as unknown as {
            axe: {
              run(
                ctx: Document,
                o: object,
              ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe.run(document, {
          runOnly: ['wcag2a', 'wcag2aa'],
        })
      ).violations,
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** 123.45 GEL as the screen writes it: the language's decimal sign and the lari sign. */
const STILL_PAYABLE: Record<Prefix, RegExp> = { en: /^₾123\.45$/, ge: /^123,45\s₾$/, ru: /^123,45\s₾$/ };

for (const prefix of ['ge', 'en', 'ru'] as const satisfies readonly Prefix[]) {
  test(`the employer finds its fines in the menu, with what is still to pay and its payment order (${prefix})`, async ({
    page,
    request,
  }) => {
    // a fine of what the balance covers and 123.45 more: 123.45 is left to pay
    const employer = await userToken(request, DEMO.employer);
    const balance = (await (
      await request.get('/api/finance/v1/declarations/org-balance', {
        headers: { authorization: `Bearer ${employer}` },
      })
    ).json()) as { result: { totalBalance: string } };
    const covered = Math.max(0, Math.round(Number(balance.result.totalBalance) * 100));
    const op = await operatorToken(request);
    const reason = `late declaration (${prefix})`;
    const imposed = await request.post('/api/operator/v1/fines', {
      headers: { authorization: `Bearer ${op}` },
      data: { organizationCode: DEMO.employer.code, amount: plain(covered + 12_345), reason },
    });
    expect(imposed.ok(), await imposed.text()).toBeTruthy();
    const fine = ((await imposed.json()) as { result: { id: string; number: string } }).result;

    const layout = locale(prefix, 'layout');
    const texts = locale(prefix, 'employerFines');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.employer, prefix);
    await readCorrespondence(page);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: tr(layout, 'menu.fines'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/fines$`));
    await expect(page.getByRole('heading', { level: 1, name: tr(texts, 'title') })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: reason });
    await expect(row).toBeVisible();
    await expect(row).toContainText(fine.number);
    await expect(row).toContainText(tr(locale(prefix, 'common'), 'fineStatus.valid'));
    await expect(row).toContainText(tr(texts, 'payment.payable'));
    await expect(row.getByRole('cell').nth(7)).toHaveText(STILL_PAYABLE[prefix]);
    await expect(page.getByTestId('fines-still-payable')).toContainText(/\d/);
    expect(await seriousViolations(page), '1440 px').toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`fines-${prefix}-1440.png`) });

    // its payment order asks for what is left, with the fine's number in the purpose
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button').click()]);
    expect(download.suggestedFilename()).toBe(`payment-order-${fine.number}.pdf`);
    const text = await pdfText(readFileSync((await download.path())!));
    expect(text).toContain(`ჯარიმა ${fine.number}`);
    expect(text).toContain('123.45 GEL');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: tr(texts, 'title') })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: reason })).toBeVisible();
    expect(await seriousViolations(page), '390 px').toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`fines-${prefix}-390.png`), fullPage: true });

    // the demo employer is shared by the specs of a run: the fine is canceled, and its balance is what it was
    const canceled = await request.post(`/api/operator/v1/fines/${fine.id}/status`, {
      headers: { authorization: `Bearer ${op}` },
      data: { status: 'canceled', reason: `test over (${prefix})` },
    });
    expect(canceled.ok(), await canceled.text()).toBeTruthy();
    const after = (await (
      await request.get('/api/finance/v1/declarations/org-balance', { headers: { authorization: `Bearer ${employer}` } })
    ).json()) as { result: { totalBalance: string } };
    expect(after.result.totalBalance).toBe(balance.result.totalBalance);
  });
}
