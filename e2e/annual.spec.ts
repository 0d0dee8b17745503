import { expect, test, type Page } from '@playwright/test';
import { DEMO, readCorrespondence, signIn, type Prefix, sessionApi } from './fixtures';

/**
 * Annual declarations, in each language: the employer makes (or opens) the annual declaration of a past
 * year, adds a person the months never declared — refused first without the person's data — compares it
 * with the months person by person and month by month, attaches a document and closes it; the balance
 * follows the difference. English makes last year's; Georgian opens the demo's declaration of the year
 * before; Russian makes one of a year without monthly declarations.
 */

type Texts = Record<
  'title' | 'year' | 'create' | 'add' | 'personalNumber' | 'lastName' | 'firstName' | 'birthDate' | 'female' | 'gross' | 'save' | 'required' | 'people' | 'notDeclared' | 'months' | 'monthsCaption' | 'close' | 'closed',
  string
>;

const texts: Record<Prefix, Texts> = {
  en: {
    title: 'Annual reversing declarations',
    year: 'Year',
    create: 'Create',
    add: 'Add a row',
    personalNumber: 'Personal number',
    lastName: 'Last name',
    firstName: 'First name',
    birthDate: 'Date of birth',
    female: 'Female',
    gross: 'Gross salary of the year',
    save: 'Save',
    required: 'This field is required.',
    people: 'Comparison by person',
    notDeclared: 'Not in the monthly declarations',
    months: 'Comparison by month',
    monthsCaption: 'The monthly declarations of',
    close: 'Close the annual declaration',
    closed: 'Closed',
  },
  ge: {
    title: 'წლიური შემასწორებელი დეკლარაციები',
    year: 'წელი',
    create: 'შექმნა',
    add: 'ჩანაწერის დამატება',
    personalNumber: 'პირადი ნომერი',
    lastName: 'გვარი',
    firstName: 'სახელი',
    birthDate: 'დაბადების თარიღი',
    female: 'მდედრობითი',
    gross: 'წლის დარიცხული ხელფასი',
    save: 'შენახვა',
    required: 'ველის შევსება სავალდებულოა.',
    people: 'შედარება პირების მიხედვით',
    notDeclared: 'ყოველთვიურ დეკლარაციებში არ არის',
    months: 'შედარება თვეების მიხედვით',
    monthsCaption: 'წლის ყოველთვიური დეკლარაციები',
    close: 'წლიური დეკლარაციის დახურვა',
    closed: 'დახურული',
  },
  ru: {
    title: 'Годовые корректирующие декларации',
    year: 'Год',
    create: 'Создать',
    add: 'Добавить строку',
    personalNumber: 'Личный номер',
    lastName: 'Фамилия',
    firstName: 'Имя',
    birthDate: 'Дата рождения',
    female: 'Женский',
    gross: 'Начисленная зарплата за год',
    save: 'Сохранить',
    required: 'Поле обязательно для заполнения.',
    people: 'Сравнение по лицам',
    notDeclared: 'Нет в ежемесячных декларациях',
    months: 'Сравнение по месяцам',
    monthsCaption: 'Ежемесячные декларации за',
    close: 'Закрыть годовую декларацию',
    closed: 'Закрыта',
  },
};

/** Which past year each language works on (years back from the current one), and its new person. */
const plan: Record<Prefix, { back: number; personalNumber: string }> = {
  en: { back: 1, personalNumber: '44000000001' },
  ge: { back: 2, personalNumber: '44000000002' },
  ru: { back: 3, personalNumber: '44000000003' },
};

const balanceOf = async (page: Page) => Number(((await sessionApi(page, '/api/finance/v1/declarations/org-balance')).result as { totalBalance: string }).totalBalance);

for (const prefix of ['en', 'ge', 'ru'] as const) {
  test(`the employer reconciles a year with an annual declaration and closes it (${prefix})`, async ({ page }) => {
    test.slow();
    const t = texts[prefix];
    const { back, personalNumber } = plan[prefix];
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, DEMO.employer, prefix);
    await readCorrespondence(page);
    // the year in Tbilisi
    const year = new Date(Date.now() + 4 * 3_600_000).getUTCFullYear() - back;

    await page.goto(`/${prefix}/declaration/reversing-annual-declarations`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const existing = ((await sessionApi(page, '/api/finance/v1/get-annual-declaration-list?pageSize=50')).result as { items: { id: string; year: number }[] }).items.find((a) => a.year === year);
    if (existing) {
      await page.getByRole('button', { name: String(year) }).click();
    } else {
      await page.getByLabel(t.year, { exact: true }).selectOption(String(year));
      await page.getByRole('button', { name: t.create, exact: true }).click();
    }
    await expect(page).toHaveURL(/\?id=[0-9a-f-]{36}$/);
    const id = new URL(page.url()).searchParams.get('id')!;

    // a person of no month: refused without first name, birth date and gender, then added
    await page.getByRole('button', { name: t.add }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel(t.personalNumber).fill(personalNumber);
    await form.getByLabel(t.lastName).fill('ბერიძე');
    await form.getByLabel(t.gross).fill('1000');
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.getByText(t.required).first()).toBeVisible();
    await form.getByLabel(t.firstName).fill('ნინო');
    await form.getByLabel(t.birthDate).fill('1995-02-03');
    await form.getByText(t.female, { exact: true }).click();
    await form.getByRole('button', { name: t.save }).click();
    await expect(form).toBeHidden();
    await page.getByLabel(t.personalNumber).fill(personalNumber);
    await expect(page.getByRole('table').first()).toContainText(personalNumber);

    // compared with the months: person by person, then month by month
    await page.getByRole('tab', { name: t.people }).click();
    await expect(page.getByRole('table').getByText(t.notDeclared).first()).toBeVisible();
    await page.getByRole('tab', { name: t.months }).click();
    await expect(page.getByRole('table', { name: new RegExp(t.monthsCaption) })).toBeVisible();

    await page.locator('input[type=file]').setInputFiles({ name: 'annual-summary.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await expect(page.getByText('annual-summary.pdf')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`annual-${prefix}-1440.png`), fullPage: true });

    const difference = Number(((await sessionApi(page, `/api/finance/v1/get-annual-declaration-details?annualdecId=${id}`)).result as { annualDeclaration: { totals: { difference: string } } }).annualDeclaration.totals.difference);
    // at least the new person's 2% + 2% of 1,000.00
    expect(difference).toBeGreaterThanOrEqual(40);
    const before = await balanceOf(page);
    await page.getByRole('button', { name: t.close, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.close, exact: true }).click();
    await expect(page.getByText(t.closed, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.close, exact: true })).toHaveCount(0);
    const after = await balanceOf(page);
    expect(Math.round((after - before) * 100)).toBe(-Math.round(difference * 100));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`annual-${prefix}-390.png`), fullPage: true });
  });
}
