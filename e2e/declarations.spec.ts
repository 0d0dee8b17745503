import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, readCorrespondence, registerOrganization, sessionToken, signIn, type Prefix, wordsOf } from './fixtures';

/**
 * Filing a monthly declaration in the browser: create, download the template, fill it as a spreadsheet
 * program would, upload it, find its rejected row again after a reload (the report is kept on the server), fix
 * it in place, submit, close and export — in each language; and a self-employed person filing their own
 * declaration.
 */

/** The words of a namespace (the declarations' unless named) in the language of the prefix. */
const texts = (prefix: Prefix, namespace = 'declarations') => wordsOf(prefix, namespace);

const PASSWORD = 'Filing#2026pass';

/** A fresh employer for one flow, so that no other spec's data or alerts get in the way. */
function registerEmployer(request: APIRequestContext, tag: string) {
  return registerOrganization(request, { tag: `e2e-${tag}`, password: PASSWORD, name: () => `შპს ტესტი ${tag}` });
}

/** Waits until the open row form's copy kept in the browser holds `text` (it is written a moment after typing). */
async function draftHolds(page: Page, text: string) {
  const held = () =>
    page.evaluate(
      (t) => Object.keys(localStorage).some((k) => k.startsWith('pensia.declaration.') && k.endsWith('.row') && (localStorage.getItem(k) ?? '').includes(t)),
      text,
    );
  await expect.poll(held).toBe(true);
}

/** The month before this one (a month of salary payment that is never in the future). */
function lastMonth() {
  const now = new Date(Date.now() + 4 * 3600_000);
  const m = now.getUTCMonth();
  return m === 0 ? { year: now.getUTCFullYear() - 1, month: 12 } : { year: now.getUTCFullYear(), month: m };
}

async function fillTemplate(source: string, target: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(source);
  const sheet = book.worksheets[0]!;
  // personal numbers typed as text keep their leading zero; dates as real dates; amounts as numbers
  sheet.addRow(['01001011111', 'ნინო', 'ბერიძე', new Date(Date.UTC(1990, 4, 1)), 'female', 1500, null, null, null, null, null, null, null, 0, 0]);
  sheet.addRow(['01001012222', 'Giorgi', 'Kapanadze', new Date(Date.UTC(1985, 2, 4)), 'male', 2000.5, 100, null, null, null, null, null, null, 0, 0]);
  // the rejected row: a date typed as text the Georgian way and a Georgian gender word, which the fix form reads back
  sheet.addRow(['0100101333', 'Ана', 'Гелашвили', '14.07.1992', 'მდედრობითი', 1234.567, null, null, null, null, null, null, null, 0, 0]);
  await book.xlsx.writeFile(target);
}

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`an employer files a declaration from the Excel template (${prefix})`, async ({ page, request }) => {
    // the whole month's filing in one test, from the template to the export: more than the default minute
    test.slow();
    const t = texts(prefix);
    const common = texts(prefix, 'common');
    const account = await registerEmployer(request, prefix);
    await signIn(page, account, prefix);
    await readCorrespondence(page);
    const { year, month } = lastMonth();

    // the template of the chosen type and form
    await page.getByLabel(t('create.month')).selectOption(String(month));
    await page.getByLabel(t('create.year')).selectOption(String(year));
    const templateButton = page.getByRole('button', { name: t('create.template', { type: t('types.standard'), form: t('forms.detailed') }) });
    const [download] = await Promise.all([page.waitForEvent('download'), templateButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const source = path.join(tmpdir(), `pensia-template-${prefix}-${Date.now()}.xlsx`);
    const filled = source.replace('.xlsx', '-filled.xlsx');
    await download.saveAs(source);
    await fillTemplate(source, filled);

    // create, confirming the year
    await page.getByRole('button', { name: t('create.submit') }).click();
    const confirm = page.getByRole('dialog', { name: t('create.confirmTitle') });
    await confirm.getByRole('button', { name: t('create.confirmYear', { year }) }).click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/declaration/new/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(year));

    // upload: two rows accepted, one rejected with its row, column and message
    await page.getByRole('tab', { name: t('editor.tabs.upload') }).click();
    await page.locator('input[type="file"]').setInputFiles(filled);
    const report = page.getByRole('region', { name: t('upload.reportTitle') });
    await expect(report).toBeVisible();
    await expect(report.getByText(t('upload.accepted_other', { n: 2 }))).toBeVisible();
    const rejectedRow = report.getByRole('row').filter({ hasText: /^4/ });
    await expect(rejectedRow.first()).toBeVisible();
    await expect(report.getByRole('cell', { name: `${t('fields.personalIdentificationNumber')} (A)`, exact: true })).toBeVisible();
    await expect(report.getByRole('cell', { name: `${t('fields.grossSalary')} (F)`, exact: true })).toBeVisible();

    // the report is kept on the server, not in the browser: after a reload the rejected row is still there
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('.upload')))).toEqual([]);
    await page.reload();
    const uploadTab = page.getByRole('tab', { name: t('editor.tabs.upload') });
    await expect(uploadTab).toHaveAttribute('aria-selected', 'true');
    await expect(uploadTab).toContainText('(1)');
    await expect(report.getByText(t('upload.file', { name: path.basename(filled) }))).toBeVisible();
    await expect(report.getByRole('cell', { name: `${t('fields.personalIdentificationNumber')} (A)`, exact: true })).toBeVisible();

    // submitting now would leave the rejected row out: the confirmation says so and leads back to it
    await page.getByRole('tab', { name: t('editor.tabs.rows') }).click();
    await page.getByRole('button', { name: t('editor.activate') }).click();
    const submitting = page.getByRole('dialog', { name: t('confirm.title') });
    await expect(submitting).toContainText(t('confirm.activate', { count: 2 }));
    await expect(submitting).toContainText(t('confirm.activateLeavesOut', { count: 1, n: '1' }));
    await submitting.getByRole('button', { name: t('confirm.reviewRejected') }).click();
    await expect(submitting).toBeHidden();
    await expect(uploadTab).toHaveAttribute('aria-selected', 'true');

    // letting the row go asks first; cancelled, the row stays
    await report.getByRole('button', { name: t('upload.letGoRow', { row: 4 }) }).click();
    const letGo = page.getByRole('dialog', { name: t('confirm.title') });
    await expect(letGo).toContainText(t('upload.confirmLetGo', { row: 4 }));
    await letGo.getByRole('button', { name: t('actions.cancel') }).click();
    await expect(letGo).toBeHidden();

    // fix the rejected row in place: the form opens with what the file held
    await report.getByRole('button', { name: t('upload.fixRow', { row: 4 }) }).click();
    const dialog = page.getByRole('dialog');
    const pn = dialog.getByRole('textbox', { name: t('fields.personalIdentificationNumber') });
    await expect(pn).toHaveValue('0100101333');
    await expect(dialog.getByRole('textbox', { name: t('fields.firstName') })).toHaveValue('Ана');
    await expect(dialog.getByLabel(t('fields.birthDate'))).toHaveValue('14.07.1992');
    await expect(dialog.getByRole('combobox', { name: t('fields.gender') })).toHaveValue('female');
    await pn.fill('01001013333');
    // what was typed survives a reload, and the restored form still fixes row 4 of the file
    await draftHolds(page, '01001013333');
    await page.reload();
    await page.getByRole('button', { name: t('editor.draftRestore') }).click();
    await expect(dialog.getByRole('heading', { name: t('rowForm.fixTitle', { row: 4 }) })).toBeVisible();
    await expect(pn).toHaveValue('01001013333');
    const gross = dialog.getByRole('textbox', { name: t('fields.grossSalary') });
    await gross.fill('1234.56');
    // contributions computed as typed: 2% of 1,234.56 is 24.69 (half up)
    await expect(dialog.getByTestId('computed-employee')).toContainText('24');
    await expect(dialog.getByTestId('computed-employee')).toContainText('69');
    await dialog.getByRole('button', { name: t('rowForm.addRow') }).click();
    await expect(dialog).toBeHidden();
    await expect(report.getByText(t('upload.allFixed'))).toBeVisible();
    await expect(uploadTab).not.toContainText('(');

    // totals and rows
    const totals = page.getByRole('region', { name: t('totals.title') });
    await expect(totals).toContainText('3');
    await page.getByRole('tab', { name: t('editor.tabs.rows') }).click();
    await expect(page.getByRole('cell', { name: '01001013333' })).toBeVisible();

    // search on the server by a name
    await page.getByRole('searchbox', { name: t('rows.search') }).fill('Kapan');
    await expect(page.getByRole('cell', { name: '01001012222' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '01001011111' })).toBeHidden();
    await page.getByRole('searchbox', { name: t('rows.search') }).fill('');

    // submit
    await page.getByRole('button', { name: t('editor.activate') }).click();
    await page.getByRole('dialog', { name: t('confirm.title') }).getByRole('button', { name: t('editor.activate') }).click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/declaration/view/[0-9a-f-]{36}$`));
    await expect(page.getByText(common('declarationStatus.open'), { exact: true })).toBeVisible();

    // close
    await page.getByRole('button', { name: t('view.close') }).click();
    await page.getByRole('dialog', { name: t('confirm.title') }).getByRole('button', { name: t('view.close') }).click();
    await expect(page.getByText(common('declarationStatus.closed'), { exact: true })).toBeVisible();

    // export to .xlsx: the rows come back
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('view.export') }).click()]);
    expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
    const out = path.join(tmpdir(), `pensia-export-${prefix}-${Date.now()}.xlsx`);
    await exported.saveAs(out);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const cells: string[] = [];
    book.worksheets[0]!.eachRow((row) => cells.push(JSON.stringify(row.values)));
    expect(cells.join('\n')).toContain('01001013333');

    // the closed list has it
    await page.goto(`/${prefix}/declaration/closed`);
    await expect(page.getByRole('table')).toContainText(String(year));
  });
}

test('the row form shows the rules under the fields and the three tiers apart', async ({ page, request }) => {
  const t = texts('en');
  const account = await registerEmployer(request, 'form');
  await signIn(page, account, 'en');
  await readCorrespondence(page);
  const { year, month } = lastMonth();
  await page.getByLabel(t('create.month')).selectOption(String(month));
  await page.getByLabel(t('create.year')).selectOption(String(year));
  await page.getByRole('button', { name: t('create.submit') }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('create.confirmYear', { year }) }).click();
  await expect(page).toHaveURL(/\/en\/declaration\/new\//);

  await page.getByRole('button', { name: t('editor.addRow') }).click();
  const dialog = page.getByRole('dialog');
  const pn = dialog.getByRole('textbox', { name: t('fields.personalIdentificationNumber') });
  await pn.fill('123');
  await pn.blur();
  await expect(dialog.getByText('The personal number must have exactly 11 digits.')).toBeVisible();
  await pn.fill('01001019999');
  await dialog.getByRole('textbox', { name: t('fields.firstName') }).fill('Levan');
  await dialog.getByRole('textbox', { name: t('fields.lastName') }).fill('Tsiklauri');
  await dialog.getByLabel(t('fields.birthDate')).fill('10.02.1988');
  await dialog.getByLabel(t('fields.birthDate')).press('Tab');
  await dialog.getByRole('combobox', { name: t('fields.gender') }).selectOption('male');
  const gross = dialog.getByRole('textbox', { name: t('fields.grossSalary') });
  await gross.fill('-5');
  await gross.blur();
  await expect(dialog.getByText('The amount can not be negative.')).toBeVisible();
  await gross.fill('1000.555');
  await expect(dialog.getByText('At most 2 decimal places.')).toBeVisible();
  await gross.fill('1 000,50');
  await expect(dialog.getByTestId('computed-employee')).toContainText('20.01');
  await expect(dialog.getByTestId('computed-employer')).toContainText('20.01');
  // a declared income tax that differs is a warning, with the suggested value beside it
  await dialog.getByRole('textbox', { name: t('fields.incomeTax') }).fill('100');
  await expect(dialog.locator('[data-tier="warning"]').first()).toBeVisible();
  await expect(dialog.locator('[data-tier="suggested"]').first()).toBeVisible();
  // voluntary participation needs the written request acknowledged
  await dialog.getByRole('checkbox', { name: t('fields.optIn') }).check();
  await dialog.getByRole('button', { name: t('rowForm.addRow') }).click();
  await expect(dialog.getByText(/written request/).last()).toBeVisible();
  await dialog.getByRole('checkbox', { name: t('fields.hasWrittenRequest') }).check();

  // what was typed survives a reload
  await draftHolds(page, '"hasWrittenRequest":true');
  await page.reload();
  await expect(page.getByText(t('editor.draftFoundTitle'))).toBeVisible();
  await page.getByRole('button', { name: t('editor.draftRestore') }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: t('fields.grossSalary') })).toHaveValue('1 000,50');
  await page.getByRole('dialog').getByRole('button', { name: t('rowForm.addRow') }).click();
  await expect(page.getByRole('cell', { name: '01001019999' })).toBeVisible();
  await expect(page.locator('[data-tier="warning"]').first()).toBeVisible();
});

for (const prefix of ['ge', 'ru'] as const) {
  test(`a self-employed person's create form speaks of income (${prefix})`, async ({ page }) => {
    const t = texts(prefix);
    await signIn(page, DEMO.self, prefix);
    await readCorrespondence(page);
    await expect(page.getByLabel(t('own.create.month'))).toBeVisible();
    await expect(page.getByText(t('own.create.hint'))).toBeVisible();
    await expect(page.getByText(t('create.hint'))).toBeHidden();
    // a self-employed person has no employees: the menu leaves out the employees' screen
    const menu = texts(prefix, 'layout');
    await expect(page.getByRole('link', { name: menu('menu.detailedBalance') })).toBeVisible();
    await expect(page.getByRole('link', { name: menu('menu.employees') })).toHaveCount(0);
  });
}

test('a self-employed person files their own declaration', async ({ page }) => {
  const t = texts('en');
  await signIn(page, DEMO.self, 'en');
  await readCorrespondence(page);
  // a month the person has not declared yet
  const taken = await page.evaluate(async (token) => {
    const res = await fetch('/api/finance/v1/declarations/organization/all?pageSize=100', { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { result: { items: { year: number; month: number }[] } };
    return body.result.items.map((d) => `${d.year}-${d.month}`);
  }, await sessionToken(page));
  let { year, month } = lastMonth();
  while (taken.includes(`${year}-${month}`)) {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  await page.getByLabel(t('own.create.month')).selectOption(String(month));
  await page.getByLabel(t('own.create.year')).selectOption(String(year));
  await expect(page.getByLabel(t('fields.type'))).toHaveValue('selfEmployed');
  await page.getByRole('button', { name: t('create.submit') }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('create.confirmYear', { year }) }).click();
  await expect(page).toHaveURL(/\/en\/declaration\/new\//);

  // the declaration speaks of income and of the person's own contribution
  await expect(page.getByText(t('own.editor.subtitle'))).toBeVisible();
  // while it has no row, it asks for the person's income, not for rows of employees
  await expect(page.getByText(t('own.rows.emptyText'))).toBeVisible();
  await expect(page.getByText(t('own.editor.activateNeedsRows'))).toBeVisible();
  await expect(page.getByText(t('editor.activateNeedsRows'))).toHaveCount(0);
  await page.getByRole('button', { name: t('own.editor.addRow') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: t('own.rowForm.addTitle') })).toBeVisible();
  // the row is the person's own: personal number, name, date of birth and gender come filled in
  await expect(dialog.getByRole('textbox', { name: t('fields.personalIdentificationNumber') })).toHaveValue('01024055867');
  await expect(dialog.getByRole('textbox', { name: t('fields.firstName') })).toHaveValue('ნინო');
  await expect(dialog.getByLabel(t('fields.birthDate'))).not.toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: t('fields.gender') })).toHaveValue('female');
  await dialog.getByRole('textbox', { name: t('fields.ownIncome'), exact: true }).fill('2500');
  // 4% of own income, as 2% + 2%
  await expect(dialog.getByTestId('computed-employee')).toContainText('50.00');
  await expect(dialog.getByTestId('computed-employer')).toContainText('50.00');
  await dialog.getByRole('button', { name: t('rowForm.addRow') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: t('own.editor.addRow') })).toBeDisabled();
  await page.getByRole('button', { name: t('editor.activate') }).click();
  await page.getByRole('dialog', { name: t('confirm.title') }).getByRole('button', { name: t('editor.activate') }).click();
  await expect(page).toHaveURL(/\/en\/declaration\/view\//);
  await expect(page.getByRole('region', { name: t('totals.title') })).toContainText('100.00');
});
