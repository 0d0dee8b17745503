import { expect, test } from '@playwright/test';
import { DEMO, readCorrespondence, signIn, type Prefix, sessionApi } from './fixtures';

/**
 * Reversing declarations, in each language: started from a closed declaration's view, a row lowered with
 * "Can not be more than initial value." refused first, a document attached, completed with confirmation;
 * the declaration then shows "has reversal", and the balance follows the difference.
 */

type Texts = Record<'start' | 'confirm' | 'add' | 'change' | 'save' | 'complete' | 'tooMuch' | 'list' | 'has' | 'completed', string>;

const texts: Record<Prefix, Texts> = {
  en: { start: 'Reversing declaration', confirm: 'Start', add: 'Add a row', change: 'Changes (− to take back)', save: 'Save', complete: 'Complete', tooMuch: 'Can not be more than initial value.', list: 'Reversing declarations', has: 'Has reversal', completed: 'Completed' },
  ge: { start: 'შემასწორებელი დეკლარაცია', confirm: 'შექმნა', add: 'ჩანაწერის დამატება', change: 'ცვლილება (− დასაბრუნებლად)', save: 'შენახვა', complete: 'დასრულება', tooMuch: 'არ შეიძლება აღემატებოდეს საწყის მნიშვნელობას.', list: 'შემასწორებელი დეკლარაციები', has: 'აქვს შემასწორებელი', completed: 'დასრულებული' },
  ru: { start: 'Корректирующая декларация', confirm: 'Создать', add: 'Добавить строку', change: 'Изменения (− чтобы уменьшить)', save: 'Сохранить', complete: 'Завершить', tooMuch: 'Не может быть больше первоначального значения.', list: 'Корректирующие декларации', has: 'Есть корректировка', completed: 'Завершена' },
};


for (const prefix of ['en', 'ge', 'ru'] as const) {
  test(`the employer corrects a closed month with a reversing declaration and a document (${prefix})`, async ({ page }) => {
    // a long flow: start, a refused and an accepted row, a document, completion, two more screens
    test.slow();
    const t = texts[prefix];
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, DEMO.employer, prefix);
    await readCorrespondence(page);
    const closed = (await sessionApi(page, '/api/finance/v1/declarations/organization/closed?pageSize=50')).result as { items: { id: string; hasReversal: boolean }[] };
    const declaration = closed.items.find((d) => !d.hasReversal)!;
    const first = ((await sessionApi(page, `/api/finance/v1/fbo/declarations/monthly-decs/${declaration.id}?pageSize=1`)).result as { details: { items: { personalIdentificationNumber: string; lastName: string }[] } }).details.items[0]!;
    const balanceBefore = ((await sessionApi(page, '/api/finance/v1/declarations/org-balance')).result as { totalBalance: string }).totalBalance;

    await page.goto(`/${prefix}/declaration/view/${declaration.id}`);
    await page.getByRole('link', { name: t.start, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(/\/declaration\/view-reversed\/[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: t.add }).click();
    const form = page.getByRole('dialog');
    await form.locator('input').nth(0).fill(first.personalIdentificationNumber);
    await form.locator('input').nth(1).fill(first.lastName);
    await form.getByText(t.change).click();
    await form.locator('input[inputmode=decimal]').first().fill('-99999999');
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByText(t.tooMuch)).toBeVisible();
    await form.locator('input[inputmode=decimal]').first().fill('-100');
    await form.getByRole('button', { name: t.save }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('table')).toContainText(first.personalIdentificationNumber);

    await page.locator('input[type=file][multiple]').setInputFiles({ name: 'explanation.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await expect(page.getByText('explanation.pdf')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`reversal-${prefix}-1440.png`), fullPage: true });

    await page.getByRole('button', { name: t.complete, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.complete, exact: true }).click();
    await expect(page.getByText(t.completed, { exact: true })).toBeVisible();
    // 100.00 less declared: 4.00 less owed, so the balance is 4.00 higher
    const balanceAfter = ((await sessionApi(page, '/api/finance/v1/declarations/org-balance')).result as { totalBalance: string }).totalBalance;
    expect(Math.round((Number(balanceAfter) - Number(balanceBefore)) * 100)).toBe(400);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`reversal-${prefix}-390.png`), fullPage: true });

    await page.goto(`/${prefix}/declaration/view/${declaration.id}`);
    await expect(page.getByText(t.has, { exact: true })).toBeVisible();
    await page.goto(`/${prefix}/declaration/reversed`);
    await expect(page.getByRole('heading', { level: 1, name: t.list })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });
}
