import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { locale, monthsAgo, readCorrespondence, registerOrganization, signIn, signInOperator, tr, type Prefix } from './fixtures';

/**
 * A row whose name differs from the one the scheme holds for its personal number is refused with the name on
 * record; the employer confirms a name that really changed with a reason, and the row shows both (docs/decisions/0055,
 * 0062). In Georgian at 1440 and 390 px.
 */
const SERIOUS = ['serious', 'critical'] as const;
const DIALOGS = '.mantine-Modal-root';
/** The demo participant, known to the scheme as თამარ კაპანაძე, born 12.04.1986. */
const ON_RECORD = { personalNumber: '01001000001', birthDate: '12.04.1986' };

function employer(request: APIRequestContext, tag: string) {
  return registerOrganization(request, { tag: `e2e-${tag}`, password: 'Filing#2026pass', name: () => `შპს სახელი ${tag}` });
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

for (const width of [1440, 390] as const) {
  test(`ka ${width} px: a changed name is refused with the name on record, then kept with its reason`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const t = (key: string, vars: Record<string, string | number> = {}) => tr(locale('ge', 'declarations'), key, vars);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn(page, await employer(request, `name-${width}`), 'ge');
    await readCorrespondence(page);
    const now = new Date(Date.now() + 4 * 3600_000);
    const [year, month] = now.getUTCMonth() === 0 ? [now.getUTCFullYear() - 1, 12] : [now.getUTCFullYear(), now.getUTCMonth()];
    await page.getByLabel(t('create.month')).selectOption(String(month));
    await page.getByLabel(t('create.year')).selectOption(String(year));
    await page.getByRole('button', { name: t('create.submit') }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('create.confirmYear', { year }) }).click();
    await expect(page).toHaveURL(/\/ge\/declaration\/new\//);

    await page.getByRole('button', { name: t('editor.addRow') }).click();
    const dialog = page.getByRole('dialog', { name: t('rowForm.dialogTitle') });
    await dialog.getByRole('textbox', { name: t('fields.personalIdentificationNumber') }).fill(ON_RECORD.personalNumber);
    await dialog.getByRole('textbox', { name: t('fields.firstName') }).fill('თამარ');
    await dialog.getByRole('textbox', { name: t('fields.lastName') }).fill('ბერიძე');
    await dialog.getByLabel(t('fields.birthDate')).fill(ON_RECORD.birthDate);
    await dialog.getByRole('combobox', { name: t('fields.gender') }).selectOption('female');
    await dialog.getByRole('textbox', { name: t('fields.grossSalary') }).fill('1000');
    await dialog.getByRole('button', { name: t('rowForm.addRow') }).click();

    // refused, naming the name on record; the confirmation is offered
    await expect(dialog).toContainText('კაპანაძე');
    const confirm = dialog.getByRole('checkbox', { name: t('rowForm.nameChange.confirm') });
    await expect(confirm).toBeVisible();
    await confirm.check();
    await dialog.getByRole('textbox', { name: t('rowForm.nameChange.reason') }).fill('დაქორწინდა 2026 წლის 2 მაისს');
    await shoot(page, `name-change-ka-${width}`);
    expect(await axeViolations(page, SERIOUS, DIALOGS)).toEqual([]);
    await dialog.getByRole('button', { name: t('rowForm.addRow') }).click();
    await expect(dialog).toBeHidden();

    // the row keeps the new name and shows the change with its reason
    await expect(page.getByText(/სახელი შეცვლილია \(ჩანაწერში: .*კაპანაძე.*\): დაქორწინდა 2026 წლის 2 მაისს/).first()).toBeVisible();
    await shoot(page, `name-change-row-ka-${width}`);
  });
}

test('the operator sees the confirmed name changes, filtered by organization, in ka, en and ru at 1440 and 390 px', async ({ page, request }) => {
  test.setTimeout(150_000);
  // an employer's row of the demo participant under a name confirmed as changed, through the API
  const org = await employer(request, 'name-operator');
  const headers = { authorization: `Bearer ${org.token}` };
  const created = await request.post('/api/finance-write/v1/declarations', { headers, data: { ...monthsAgo(2), type: 'standard', form: 'simple' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id } = ((await created.json()) as { result: { id: string } }).result;
  const reason = `დაქორწინდა ${org.code}`;
  const row = { personalIdentificationNumber: ON_RECORD.personalNumber, firstName: 'თამარ', lastName: 'ბერიძე', birthDate: '1986-04-12', gender: 'female', grossSalary: '1000', optIn: 0, nameChangeReason: reason };
  const added = await request.post(`/api/finance-write/v1/declarations/${id}/details`, { headers, data: row });
  expect(added.ok(), await added.text()).toBeTruthy();

  await signInOperator(page, 'ge');
  for (const prefix of ['ge', 'en', 'ru'] as Prefix[]) {
    const t = (key: string) => tr(locale(prefix, 'operator'), key);
    for (const width of [1440, 390] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/${prefix}/operator`);
      // the back office's menu leads to the list
      await page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.nameChanges') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('nameChanges.title') })).toBeVisible();
      const filter = page.getByRole('form', { name: t('nameChanges.filters.label') });
      await filter.getByRole('textbox', { name: t('nameChanges.filters.organizationCode') }).fill(org.code);
      await filter.getByRole('button', { name: t('nameChanges.filters.apply') }).click();
      const rows = page.getByTestId('name-change-row');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(org.code);
      await expect(rows).toContainText(ON_RECORD.personalNumber);
      await expect(rows).toContainText('თამარ კაპანაძე');
      await expect(rows).toContainText('თამარ ბერიძე');
      await expect(rows).toContainText(reason);
      await shoot(page, `name-changes-operator-${prefix}-${width}`);
      if (width === 1440) expect(await axeViolations(page, SERIOUS)).toEqual([]);
    }
  }
});
