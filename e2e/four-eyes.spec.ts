import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { enrolSecondFactor, readCorrespondence, registerOrganization, signIn, totpCodeOf, userToken, type Organization, type Prefix, type SecondFactor, wordsOf } from './fixtures';

/**
 * Four eyes (docs/decisions/0099, 0100, 0105), in each language, on an organization of the spec's own: its
 * administrator invites a preparer and an approver on the users' screen and requires approval; the preparer
 * files a declaration from the Excel template and submits it; the approver sends it back once with a comment;
 * the preparer changes it and submits it again; the approver sees what changed and approves it; the
 * declaration is submitted and the organization's balance owes its contributions. Sending back and approving
 * ask for the approver's second factor (decision 0104): it sets it up after signing in, so each of its sessions
 * asks for the code in a dialog, and the decision then goes through as it was made.
 */
const PASSWORD = 'Tbilisi#2026pass';

const texts = wordsOf;

/** The month before this one in Tbilisi. */
function lastMonth() {
  const now = new Date(Date.now() + 4 * 3600_000);
  const m = now.getUTCMonth();
  return m === 0 ? { year: now.getUTCFullYear() - 1, month: 12 } : { year: now.getUTCFullYear(), month: m };
}

/** Invites a person on the users' screen and answers the link shown once. */
async function invite(page: Page, prefix: Prefix, person: { first: string; last: string; pn: string; role: 'preparer' | 'approver' }): Promise<string> {
  const t = texts(prefix, 'orgUsers');
  await page.getByRole('button', { name: t('invite.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('invite.title') });
  await dialog.getByRole('textbox', { name: new RegExp(`^${t('invite.firstName')}`) }).fill(person.first);
  await dialog.getByRole('textbox', { name: new RegExp(`^${t('invite.lastName')}`) }).fill(person.last);
  await dialog.getByRole('textbox', { name: new RegExp(`^${t('invite.personalNumber')}`) }).fill(person.pn);
  await dialog.getByRole('textbox', { name: new RegExp(`^${t('invite.email')}`) }).fill(`${person.role}-${Date.now()}@example.ge`);
  await dialog.getByRole('combobox', { name: new RegExp(`^${t('invite.role')}`) }).selectOption(person.role);
  await dialog.getByRole('button', { name: t('invite.submit') }).click();
  const shown = page.getByRole('dialog', { name: t('link.title') });
  const link = await shown.getByRole('textbox', { name: t('link.label', { name: `${person.first} ${person.last}` }) }).inputValue();
  await shown.getByRole('button', { name: t('link.done') }).click();
  await expect(shown).toBeHidden();
  return link;
}

/** The invited person accepts the link (its own screen has its spec) and answers its account. */
async function accept(request: APIRequestContext, link: string, username: string) {
  const token = new URL(link).searchParams.get('token')!;
  const res = await request.post('/api/user/v1/invitations/accept', { data: { token, username, password: PASSWORD, securityQuestionId: 1, securityAnswer: 'თბილისი' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { username, password: PASSWORD };
}

async function signedIn(browser: Browser, account: { username: string; password: string }, prefix: Prefix): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account, prefix);
  await readCorrespondence(page);
  return page;
}

async function filledTemplate(page: Page, prefix: Prefix): Promise<string> {
  const t = texts(prefix, 'declarations');
  const button = page.getByRole('button', { name: t('create.template', { type: t('types.standard'), form: t('forms.detailed') }) });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const source = path.join(tmpdir(), `pensia-four-eyes-${prefix}-${Date.now()}.xlsx`);
  await download.saveAs(source);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(source);
  const sheet = book.worksheets[0]!;
  sheet.addRow(['01001011111', 'ნინო', 'ბერიძე', new Date(Date.UTC(1990, 4, 1)), 'female', 1500, null, null, null, null, null, null, null, 0, 0]);
  sheet.addRow(['01001012222', 'გიორგი', 'კაპანაძე', new Date(Date.UTC(1985, 2, 4)), 'male', 2000, null, null, null, null, null, null, null, 0, 0]);
  const filled = source.replace('.xlsx', '-filled.xlsx');
  await book.xlsx.writeFile(filled);
  return filled;
}

/** Gives the code in the step-up dialog the page shows (decision 0104) and waits for it to close. */
async function giveCode(page: Page, prefix: Prefix, code: string) {
  const t = texts(prefix, 'twoFactor');
  const dialog = page.getByRole('dialog', { name: t('stepUp.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: t('stepUp.code') }).fill(code);
  await dialog.getByRole('button', { name: t('stepUp.confirm') }).click();
  await expect(dialog).toBeHidden();
}

async function balanceOf(request: APIRequestContext, admin: Organization): Promise<string> {
  const res = await request.get('/api/finance/v1/declarations/org-balance', { headers: { authorization: `Bearer ${admin.token}` } });
  return ((await res.json()) as { result: { totalBalance: string } }).result.totalBalance;
}

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`four eyes: invited preparer and approver, sent back once, then approved (${prefix})`, async ({ page, browser, request }) => {
    test.setTimeout(240_000);
    const t = texts(prefix, 'declarations');
    const a = texts(prefix, 'approvals');
    const layout = texts(prefix, 'layout');
    const admin = await registerOrganization(request, { tag: `e2e-4eyes-${prefix}`, password: PASSWORD, name: (code) => `შპს ოთხი თვალი ${code}` });
    const tag = admin.username.replace('e2e-4eyes-', '');

    // the administrator invites the two on the users' screen, then requires approval on the approvals screen
    await signIn(page, admin, prefix);
    await readCorrespondence(page);
    await page.getByRole('link', { name: layout('menu.orgUsers') }).click();
    const preparer = await accept(request, await invite(page, prefix, { first: 'თამარ', last: 'ბუხაიძე', pn: '01001019991', role: 'preparer' }), `prep-${tag}`);
    const approver = await accept(request, await invite(page, prefix, { first: 'დავით', last: 'ჩიქოვანი', pn: '01001019992', role: 'approver' }), `appr-${tag}`);
    await page.getByRole('link', { name: layout('menu.approvals') }).click();
    const requirement = page.getByRole('switch', { name: a('setting.label') });
    // the switch follows the organization's setting once it is saved
    await requirement.click({ force: true });
    await expect(page.getByText(a('setting.saved'))).toBeVisible();
    await expect(requirement).toBeChecked();

    // the preparer files the month from the Excel template and submits it for approval
    const prep = await signedIn(browser, preparer, prefix);
    const { year, month } = lastMonth();
    await prep.getByLabel(t('create.month')).selectOption(String(month));
    await prep.getByLabel(t('create.year')).selectOption(String(year));
    const filled = await filledTemplate(prep, prefix);
    await prep.getByRole('button', { name: t('create.submit') }).click();
    await prep.getByRole('dialog', { name: t('create.confirmTitle') }).getByRole('button', { name: t('create.confirmYear', { year }) }).click();
    await expect(prep).toHaveURL(new RegExp(`/${prefix}/declaration/new/[0-9a-f-]{36}$`));
    const declarationUrl = prep.url();
    await prep.getByRole('tab', { name: t('editor.tabs.upload') }).click();
    await prep.locator('input[type="file"]').setInputFiles(filled);
    await expect(prep.getByRole('region', { name: t('upload.reportTitle') }).getByText(t('upload.accepted_other', { n: 2 }))).toBeVisible();
    await prep.getByRole('tab', { name: t('editor.tabs.rows') }).click();
    // where approval is required the preparer is offered no activation, only the submission
    await expect(prep.getByRole('button', { name: t('editor.activate'), exact: true })).toHaveCount(0);
    await prep.getByRole('button', { name: a('submit') }).click();
    const confirmSubmit = prep.getByRole('dialog', { name: t('confirm.title') });
    await expect(confirmSubmit).toContainText(a('confirmSubmit', { count: 2 }));
    await confirmSubmit.getByRole('button', { name: a('submit') }).click();
    await expect(prep.getByRole('status').filter({ hasText: a('pending.title') })).toBeVisible();
    await expect(prep.getByRole('button', { name: t('editor.addRow') })).toBeDisabled();

    // the approver, signed in on two sessions, then sets up two-step verification (through the API here): neither
    // session has given the second factor yet
    const appr = await signedIn(browser, approver, prefix);
    const apprLater = await signedIn(browser, approver, prefix);
    const factor: SecondFactor = await enrolSecondFactor(request, await userToken(request, approver));

    // the approver finds it among the approvals and sends it back with a comment, giving a recovery code when asked
    await appr.getByRole('link', { name: layout('menu.approvals') }).click();
    const waiting = appr.getByRole('table', { name: a('list.label') });
    await expect(waiting).toContainText(a('status.pending'));
    await waiting.getByRole('link', { name: a('list.open') }).click();
    await expect(appr).toHaveURL(declarationUrl);
    await appr.getByRole('button', { name: a('sendBack') }).click();
    const back = appr.getByRole('dialog', { name: a('sendBackTitle', { name: 'თამარ ბუხაიძე' }) });
    await back.getByRole('textbox', { name: a('comment') }).fill('გიორგი კაპანაძე ამ თვეში არ მუშაობდა.');
    await back.getByRole('button', { name: a('sendBack') }).click();
    await giveCode(appr, prefix, factor.recoveryCodes.shift()!);
    await expect(back).toBeHidden();

    // the preparer reads the comment, takes the row out and submits again
    await prep.reload();
    const sentBack = prep.getByRole('status').filter({ hasText: a('sentBack.title') });
    await expect(sentBack).toContainText('გიორგი კაპანაძე ამ თვეში არ მუშაობდა.');
    await prep.getByRole('button', { name: t('rows.deleteRow', { name: 'გიორგი კაპანაძე' }) }).click();
    await prep.getByRole('dialog', { name: t('confirm.title') }).getByRole('button', { name: t('confirm.yesDelete') }).click();
    await expect(prep.getByRole('row').filter({ hasText: '01001012222' })).toHaveCount(0);
    await prep.getByRole('button', { name: a('submit') }).click();
    await prep.getByRole('dialog', { name: t('confirm.title') }).getByRole('button', { name: a('submit') }).click();
    await expect(prep.getByRole('status').filter({ hasText: a('pending.title') })).toBeVisible();

    // the approver's other session sees the row taken out, and approves, giving the app's code when asked: the
    // declaration is submitted, the balance owes it
    const before = await balanceOf(request, admin);
    await apprLater.goto(declarationUrl);
    const pending = apprLater.getByRole('status').filter({ hasText: a('pending.title') });
    await expect(pending.getByRole('heading', { name: a('changes.title') })).toBeVisible();
    await expect(pending.getByRole('table', { name: a('changes.removed') })).toContainText('01001012222');
    await pending.getByRole('button', { name: a('approve') }).click();
    await apprLater.getByRole('dialog', { name: a('approve') }).getByRole('button', { name: a('approve') }).click();
    await giveCode(apprLater, prefix, await totpCodeOf(factor.secret));
    await expect(apprLater).toHaveURL(new RegExp(`/${prefix}/declaration/view/[0-9a-f-]{36}$`));
    // 1,500 lari of salary: 2% and 2% are due
    await expect.poll(() => balanceOf(request, admin)).toBe((Number(before) - 60).toFixed(2));
    await expect(apprLater.getByRole('table', { name: a('list.label') })).toHaveCount(0);
    await apprLater.getByRole('link', { name: layout('menu.approvals') }).click();
    await apprLater.getByText(a('filter.all'), { exact: true }).click();
    await expect(apprLater.getByRole('radio', { name: a('filter.all') })).toBeChecked();
    await expect(apprLater.getByRole('table', { name: a('list.label') })).toContainText(a('status.approved'));
    await expect(apprLater.getByRole('table', { name: a('list.label') })).toContainText(a('status.sentBack'));
  });
}
