import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, readCorrespondence, signIn, type Prefix, sessionApi } from './fixtures';

/**
 * The comparison with the Revenue Service, in each language: the menu item opens the year month by month;
 * a closed month of the demo employer shows its people with each kind of difference; a kind filters the
 * list; the people are exported to Excel; last month's saved declaration shows, before it is activated, the
 * person who already differs from the Revenue Service.
 */

type Texts = Record<'menu' | 'people' | 'kind' | 'amountsDiffer' | 'missingInDeclaration' | 'missingAtRevenueService' | 'loaded' | 'export' | 'check', string>;

const texts: Record<Prefix, Texts> = {
  en: { menu: 'Comparison with the Revenue Service', people: 'People', kind: 'Kind of difference', amountsDiffer: 'Amounts differ', missingInDeclaration: 'Missing in the declaration', missingAtRevenueService: 'Missing at the Revenue Service', loaded: 'Loaded', export: 'Export to Excel', check: 'Check against the Revenue Service' },
  ge: { menu: 'შედარება შემოსავლების სამსახურთან', people: 'პირები', kind: 'სხვაობის სახე', amountsDiffer: 'თანხები განსხვავდება', missingInDeclaration: 'არ არის დეკლარაციაში', missingAtRevenueService: 'არ არის შემოსავლების სამსახურში', loaded: 'ჩატვირთულია', export: 'ექსპორტი Excel-ში', check: 'შემოწმება შემოსავლების სამსახურის მონაცემებით' },
  ru: { menu: 'Сравнение со Службой доходов', people: 'Люди', kind: 'Вид расхождения', amountsDiffer: 'Суммы различаются', missingInDeclaration: 'Нет в декларации', missingAtRevenueService: 'Нет в Службе доходов', loaded: 'Загружены', export: 'Экспорт в Excel', check: 'Проверка по данным Службы доходов' },
};

/** A month some months before this one, counted in Tbilisi (UTC+4). */
function monthsAgo(n: number) {
  const now = new Date(Date.now() + 4 * 3_600_000);
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}


for (const prefix of ['en', 'ge', 'ru'] as const) {
  test(`the employer sees its differences with the Revenue Service in a closed month (${prefix})`, async ({ page }) => {
    const t = texts[prefix];
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, DEMO.employer, prefix);
    await readCorrespondence(page);

    await page.getByRole('link', { name: t.menu }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t.menu })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/declaration/revenue-service-comparison`));

    // the demo's closed month with every kind of difference: five months ago
    const { year, month } = monthsAgo(5);
    const y = (await sessionApi(page, `/api/finance/v1/rs-pa-compare2a?year=${year}`)).result as { months: { month: number; declarationStatuses: string[]; revenueLoaded: boolean }[] };
    expect(y.months[month - 1]).toMatchObject({ revenueLoaded: true, declarationStatuses: ['closed'] });

    await page.goto(`/${prefix}/declaration/revenue-service-comparison?year=${year}`);
    const months = page.getByRole('table').first();
    await expect(months).toContainText(t.loaded);
    // the month's "People" button shows its people, differences first
    await months.getByRole('row').nth(month).getByRole('button', { name: t.people }).click();
    await expect(page).toHaveURL(new RegExp(`month=${month}`));
    const people = page.getByRole('table').nth(1);
    for (const kind of [t.amountsDiffer, t.missingInDeclaration, t.missingAtRevenueService]) await expect(people.getByText(kind, { exact: true }).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`revenue-${prefix}-1440.png`), fullPage: true });

    // one kind only
    await page.getByRole('combobox', { name: t.kind }).click();
    await page.getByRole('option', { name: t.missingInDeclaration, exact: true }).click();
    await expect(people.getByText(t.amountsDiffer, { exact: true })).toHaveCount(0);
    await expect(people.getByText(t.missingInDeclaration, { exact: true }).first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export }).click();
    expect((await download).suggestedFilename()).toBe(`revenue-service-comparison-${year}-${String(month).padStart(2, '0')}.xlsx`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: t.menu })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`revenue-${prefix}-390.png`), fullPage: true });

    // before activation: the saved declaration of last month, whose first person the Revenue Service knows with another income
    await page.setViewportSize({ width: 1440, height: 1000 });
    const saved = ((await sessionApi(page, '/api/finance/v1/declarations/organization/saved?pageSize=10')).result as { items: { id: string }[] }).items[0]!;
    await page.goto(`/${prefix}/declaration/new/${saved.id}`);
    const check = page.getByRole('status').filter({ hasText: t.check });
    await expect(check).toBeVisible();
    await expect(check.getByText(t.amountsDiffer, { exact: true })).toBeVisible();
  });
}

/**
 * Comments on the differences, in each language: one difference commented in its dialog, then the others at
 * once through the comments workbook, downloaded, filled in and uploaded back; a workbook with a wrong row is
 * answered with the row and saves nothing. Each language writes its own texts over the previous ones.
 */
type CommentTexts = Record<'comment' | 'edit' | 'label' | 'save' | 'download' | 'file' | 'upload' | 'saved' | 'notSaved' | 'rowErrors' | 'pnLength' | 'onlyRow', string>;
const commentTexts: Record<Prefix, CommentTexts> = {
  en: { comment: 'Comment', edit: 'Edit comment', label: 'Comment', save: 'Save', download: 'Download the differences of', file: 'Filled comments workbook (.xlsx)', upload: 'Upload comments', saved: 'The workbook was saved. Comments saved:', notSaved: 'Not saved', rowErrors: 'Nothing was saved: rows with errors: 1.', pnLength: 'The personal number must have exactly 11 digits.', onlyRow: 'Only the row of' },
  ge: { comment: 'კომენტარი', edit: 'კომენტარის შეცვლა', label: 'კომენტარი', save: 'შენახვა', download: 'სხვაობების ჩამოტვირთვა კომენტარებით', file: 'შევსებული კომენტარების სამუშაო წიგნი (.xlsx)', upload: 'კომენტარების ატვირთვა', saved: 'სამუშაო წიგნი შენახულია. შენახული კომენტარები:', notSaved: 'არ შენახულა', rowErrors: 'არაფერი შენახულა: შეცდომიანი სტრიქონები: 1.', pnLength: 'პირადი ნომერი უნდა შედგებოდეს ზუსტად 11 ციფრისგან.', onlyRow: 'მხოლოდ' },
  ru: { comment: 'Комментарий', edit: 'Изменить комментарий', label: 'Комментарий', save: 'Сохранить', download: 'Скачать расхождения с комментариями', file: 'Заполненная книга комментариев (.xlsx)', upload: 'Загрузить комментарии', saved: 'Книга сохранена. Сохранено комментариев:', notSaved: 'Не сохранена', rowErrors: 'Ничего не сохранено: строк с ошибками: 1.', pnLength: 'Личный номер должен состоять ровно из 11 цифр.', onlyRow: 'Только строку' },
};

for (const prefix of ['en', 'ge', 'ru'] as const) {
  test(`the employer comments one difference, then the others through the comments workbook (${prefix})`, async ({ page }) => {
    const t = commentTexts[prefix];
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, DEMO.employer, prefix);
    await readCorrespondence(page);
    const { year, month } = monthsAgo(5);
    await page.goto(`/${prefix}/declaration/revenue-service-comparison?year=${year}&month=${month}&kind=differences`);
    const people = page.getByRole('table').nth(1);
    await expect(people.getByRole('row').nth(1)).toBeVisible();

    // one difference, in its dialog
    const own = `${prefix}: the bonus of this month was paid the month after`;
    await people.getByRole('button', { name: new RegExp(`^(${t.comment}|${t.edit}):`) }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.label }).fill(own);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toHaveCount(0);
    await expect(people.getByText(own)).toBeVisible();

    // the others through the workbook: every row without this language's comment gets one
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: new RegExp(t.download) }).click();
    const source = test.info().outputPath(`comments-${prefix}.xlsx`);
    await (await download).saveAs(source);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(source);
    const sheet = book.worksheets[0]!;
    let filled = 0;
    sheet.eachRow((row, n) => {
      if (n === 1 || String(row.getCell(8).value ?? '') === own) return;
      row.getCell(8).value = `${prefix}: explained in the workbook, row ${n}`;
      filled++;
    });
    expect(filled).toBeGreaterThan(0);
    const good = Buffer.from(await book.xlsx.writeBuffer());
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: `comments-${prefix}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
    await page.getByRole('button', { name: t.upload }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await expect(people.getByText(`${prefix}: explained in the workbook, row 2`).or(people.getByText(`${prefix}: explained in the workbook, row 3`)).first()).toBeVisible();
    await expect(people.getByText(own)).toBeVisible();

    // a wrong personal number: the row is named, nothing is saved
    sheet.getRow(2).getCell(2).value = '12345';
    sheet.getRow(2).getCell(8).value = `${prefix}: not to be saved`;
    await fileInput.setInputFiles({ name: `wrong-${prefix}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) });
    await page.getByRole('button', { name: t.upload }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.rowErrors })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: t.pnLength })).toContainText('2');
    await expect(page.getByRole('row').filter({ hasText: `wrong-${prefix}.xlsx` })).toContainText(t.notSaved);
    await expect(people.getByText(`${prefix}: not to be saved`)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`revenue-comments-${prefix}-1440.png`), fullPage: true });

    // from a difference, one click: the reversing declaration of the month's declaration, the person's row offered
    const reversal = people.locator('a[href*="person="]').first();
    const personalNumber = /person=(\d{11})/.exec((await reversal.getAttribute('href')) ?? '')![1]!;
    await reversal.click();
    await expect(page).toHaveURL(new RegExp(`/${prefix}/declaration/reversed\\?start=[0-9a-f-]{36}&person=${personalNumber}`));
    const start = page.getByRole('dialog');
    await expect(start.getByRole('radio', { name: new RegExp(`${t.onlyRow}.*${personalNumber}`) })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(start).toHaveCount(0);
  });
}
