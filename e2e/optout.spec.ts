import { expect, test, type Page } from '@playwright/test';
import { DEMO, locale, readCorrespondence, signedInOperatorPage, signIn, tr, type Prefix } from './fixtures';

/**
 * Voluntary opt-out requests end to end, in each language: from the employees page the employer opens the
 * opt-out requests, checks an employee first (one who already has a request is refused with the reason, one
 * who may leave is told until when), files the request with the employee's written request; the operator
 * satisfies it in the back office; the employer sees it satisfied, the person withdrawn from the fund.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** Demo people who may opt out today (apps/server/src/db/seed/demo-optouts.ts): one per language. */
const FREE: Record<Prefix, { personalNumber: string; name: string }> = {
  ge: { personalNumber: '35001000103', name: 'ოთარ ლომიძე' },
  en: { personalNumber: '35001000104', name: 'მზია დოლიძე' },
  ru: { personalNumber: '35001000105', name: 'რევაზ ცერცვაძე' },
};
/** The demo person whose request waits for the agency. */
const PENDING = '35001000101';

// one operator session for the whole file: a one-time code is accepted once per 30 seconds
test.describe.configure({ mode: 'serial' });
let operator: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  operator = await signedInOperatorPage(browser);
});

test.afterAll(async () => operator.context().close());

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`the employer files an opt-out request after a check, the operator satisfies it, both see the result (${prefix})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = locale(prefix, 'optout');
    const person = FREE[prefix];
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.employer, prefix);
    await readCorrespondence(page);

    // from the employees page to the opt-out requests
    await page.goto(`/${prefix}/employees`);
    await page.getByRole('link', { name: tr(t, 'nav.employer') }).click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/employees/opt-out$`));
    await expect(page.getByRole('heading', { level: 1, name: tr(t, 'title') })).toBeVisible();

    await page.getByRole('button', { name: tr(t, 'newRequest') }).click();
    const form = page.getByRole('form', { name: tr(t, 'form.createTitle') });
    const number = form.getByRole('textbox', { name: tr(t, 'form.personalNumber') });
    // a malformed number is refused in the language of the page, before anything is asked
    await number.fill('123');
    await form.getByRole('button', { name: tr(t, 'form.check') }).click();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    // someone whose request already waits: refused with the reason, nothing to send
    await number.fill(PENDING);
    await form.getByRole('button', { name: tr(t, 'form.check') }).click();
    await expect(form.getByRole('status')).toContainText('თემურ გოგოლაძე');
    await expect(form.getByRole('button', { name: tr(t, 'form.submit') })).toBeDisabled();
    // someone who may leave: told until when
    await number.fill(person.personalNumber);
    await form.getByRole('button', { name: tr(t, 'form.check') }).click();
    await expect(form.getByRole('status')).toContainText(person.name);
    await form.locator('input[type="file"]').setInputFiles({ name: `request-${prefix}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByRole('combobox', { name: tr(locale(prefix, 'common'), 'typedDocuments.type', { name: `request-${prefix}.pdf` }) })).toHaveValue('employee_request');
    await form.getByRole('textbox', { name: tr(t, 'form.comment') }).fill(`e2e ${prefix}`);
    await form.getByRole('button', { name: tr(t, 'form.submit') }).click();
    await expect(form).toBeHidden();

    const table = page.getByRole('table', { name: tr(t, 'table.caption') });
    const row = table.getByRole('row').filter({ hasText: person.personalNumber });
    await expect(row).toContainText(tr(t, 'status.new'));
    const requestNumber = (await row.getByRole('cell').first().innerText()).trim();
    expect(requestNumber).toMatch(/^OPT-\d+$/);

    // the operator satisfies it
    await operator.goto(`/${prefix}/operator/opt-out`);
    await operator.getByRole('button', { name: tr(t, 'operator.satisfyOf', { number: requestNumber }) }).click();
    const dialog = operator.getByRole('dialog', { name: tr(t, 'operator.satisfyTitle', { number: requestNumber }) });
    await expect(dialog).toContainText(person.name);
    await dialog.getByRole('button', { name: tr(t, 'operator.satisfy') }).click();
    await expect(operator.getByText(tr(t, 'operator.satisfied', { number: requestNumber }))).toBeVisible();
    await expect(operator.getByRole('button', { name: tr(t, 'operator.satisfyOf', { number: requestNumber }) })).toBeHidden();

    // the employer sees it satisfied, the person withdrawn, the document kept
    await page.reload();
    const satisfied = page.getByRole('table', { name: tr(t, 'table.caption') }).getByRole('row').filter({ hasText: requestNumber });
    await expect(satisfied).toContainText(tr(t, 'status.satisfied'), { timeout: 30_000 });
    await satisfied.getByRole('button', { name: tr(t, 'actions.viewOf', { number: requestNumber }) }).click();
    const view = page.getByRole('dialog', { name: tr(t, 'view.title', { number: requestNumber }) });
    await expect(view).toContainText(tr(t, 'view.satisfiedNote'));
    await expect(view).toContainText(tr(t, 'view.returned'));
    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: tr(locale(prefix, 'common'), 'typedDocuments.download', { name: `request-${prefix}.pdf` }) }).click();
    expect((await download).suggestedFilename()).toBe(`request-${prefix}.pdf`);
    await page.keyboard.press('Escape');

    // checked again in the list check: withdrawn now
    await page.getByRole('tab', { name: tr(t, 'tabs.check') }).click();
    await page.getByRole('textbox', { name: tr(t, 'check.label') }).fill(`${person.personalNumber}\n${PENDING}`);
    await page.getByRole('button', { name: tr(t, 'check.submit') }).click();
    const results = page.getByRole('table', { name: tr(t, 'check.caption') });
    await expect(results.getByRole('row')).toHaveCount(3);
  });
}
