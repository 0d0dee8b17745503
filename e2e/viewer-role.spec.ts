import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { locale, monthsAgo, readCorrespondence, registerOrganization, signIn, submittedDeclaration, tr, type Organization, type Prefix } from './fixtures';

/**
 * The screens of an organization's user by role (docs/decisions/0099): on an organization of the spec's own,
 * its administrator files a declaration, starts another and invites a viewer and a preparer. The viewer walks
 * the employer's screens and reads everything without being offered a single write; the preparer, on the same
 * screens, has the controls to prepare (and still none of the administrator's).
 */
const PASSWORD = 'Mtskheta#2026pass';
const prefix: Prefix = 'en';
const text = (ns: string) => (key: string, vars: Record<string, string | number> = {}) => tr(locale(prefix, ns), key, vars);
const declarations = text('declarations');
const employees = text('employees');
const optout = text('optout');
const refunds = text('refunds');
const revenue = text('revenue');
const parameters = text('parameters');
const profile = text('profile');
const layout = text('layout');
const orgUsers = text('orgUsers');
const reversals = text('reversals');

/** The administrator invites a person with a role through the API, and the person accepts the link. */
async function invited(request: APIRequestContext, admin: Organization, role: 'viewer' | 'preparer', personalNumber: string) {
  const res = await request.post('/api/user/v1/invitations', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { firstName: 'ნინო', lastName: role === 'viewer' ? 'მნახველი' : 'მომმზადებელი', personalNumber, email: `${role}-${Date.now()}@example.ge`, orgRole: role },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = ((await res.json()) as { result: { token: string } }).result;
  const username = `${admin.username}-${role}`;
  const accepted = await request.post('/api/user/v1/invitations/accept', { data: { token, username, password: PASSWORD, securityQuestionId: 1, securityAnswer: 'მცხეთა' } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  return { username, password: PASSWORD };
}

/** A draft declaration of the organization, created through the API (its editor has its own spec). */
async function draftDeclaration(request: APIRequestContext, admin: Organization, period: { year: number; month: number }): Promise<string> {
  const res = await request.post('/api/finance-write/v1/declarations', { headers: { authorization: `Bearer ${admin.token}` }, data: { ...period, type: 'standard', form: 'detailed' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { id: string } }).result.id;
}

async function signedIn(browser: Browser, account: { username: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(page, account, prefix);
  await readCorrespondence(page);
  return page;
}

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test('a viewer reads every employer screen and is offered no write; a preparer is offered what it prepares', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const admin = await registerOrganization(request, { tag: 'e2e-viewer', password: 'Admin#2026pass', name: (code) => `შპს მნახველი ${code}` });
  const filed = await submittedDeclaration(request, admin, monthsAgo(3), '1500.00');
  const draftId = await draftDeclaration(request, admin, monthsAgo(2));
  const viewer = await invited(request, admin, 'viewer', '01001019991');
  const preparer = await invited(request, admin, 'preparer', '01001019992');

  const page = await signedIn(browser, viewer);

  // the menu: the screens it reads; none of the administrator's
  for (const item of ['newDeclarations', 'employees', 'parameters', 'detailedBalance', 'correspondence']) {
    await expect(page.getByRole('link', { name: layout(`menu.${item}`), exact: true })).toBeVisible();
  }
  for (const item of ['orgUsers', 'apiKeys', 'webhooks']) await expect(page.getByRole('link', { name: layout(`menu.${item}`), exact: true })).toHaveCount(0);

  // home: the declarations to view, none to create
  await heading(page, declarations('home.title'));
  await expect(page.getByText(declarations('home.subtitleReadOnly'))).toBeVisible();
  await expect(page.getByRole('region', { name: declarations('create.title') })).toHaveCount(0);
  const list = page.getByRole('table');
  await expect(list.getByRole('link', { name: declarations('list.view') })).toHaveCount(2);
  await expect(list.getByRole('link', { name: declarations('list.continue') })).toHaveCount(0);

  // the draft opens read-only
  await page.goto(`/${prefix}/declaration/new/${draftId}`);
  await heading(page, new RegExp(declarations('editor.title', { number: '.*', period: '.*' })));
  await expect(page.getByText(declarations('editor.subtitleReadOnly'))).toBeVisible();
  await expect(page.getByRole('tab', { name: declarations('editor.tabs.rows') })).toBeVisible();
  for (const key of ['editor.addRow', 'editor.template', 'editor.save', 'editor.activate', 'editor.delete']) {
    await expect(page.getByRole('button', { name: declarations(key) })).toHaveCount(0);
  }
  await page.getByRole('tab', { name: declarations('editor.tabs.upload') }).click();
  await expect(page.getByRole('button', { name: declarations('upload.choose') })).toHaveCount(0);

  // the submitted one: read and exported, not closed nor reversed
  await page.goto(`/${prefix}/declaration/view/${filed.id}`);
  await expect(page.getByRole('button', { name: declarations('view.export') })).toBeVisible();
  await expect(page.getByRole('tab', { name: declarations('editor.tabs.rows') })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ბერიძე' }).or(page.getByText('01001010101')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: declarations('view.close') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: reversals('badge.start'), exact: true })).toHaveCount(0);

  // the employees: the register and each one's months, nothing to register or update
  await page.getByRole('link', { name: layout('menu.employees'), exact: true }).click();
  await heading(page, employees('title'));
  await expect(page.getByText(employees('subtitleReadOnly'))).toBeVisible();
  const people = page.getByRole('table');
  await expect(people).toContainText('01001010101');
  await expect(page.getByRole('button', { name: employees('actions.register') })).toHaveCount(0);
  await expect(people.getByRole('button', { name: employees('actions.updateOf', { name: 'ნინო ბერიძე' }) })).toHaveCount(0);
  await people.getByRole('button', { name: employees('actions.details') }).first().click();
  await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
  await page.keyboard.press('Escape');

  // opt-out requests: the list and the check of a list of people, no request to file
  await page.goto(`/${prefix}/employees/opt-out`);
  await heading(page, optout('title'));
  await expect(page.getByText(optout('empty.textReadOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: optout('newRequest') })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: optout('tabs.check') })).toBeVisible();

  // refunds: the requests, none to file
  await page.goto(`/${prefix}/detailed-balance/refunds`);
  await heading(page, refunds('title'));
  await expect(page.getByText(refunds('empty.textReadOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: refunds('newRequest') })).toHaveCount(0);

  // the comparison with the Revenue Service: the comments read, no workbook to upload
  await page.getByRole('link', { name: layout('menu.revenueServiceComparison'), exact: true }).click();
  await heading(page, revenue('title'));
  await expect(page.getByText(revenue('comments.introReadOnly'))).toBeVisible();
  await expect(page.getByLabel(revenue('comments.file'))).toHaveCount(0);
  await expect(page.getByRole('button', { name: revenue('comments.upload') })).toHaveCount(0);

  // the parameters: the accounts, with who changes them
  await page.getByRole('link', { name: layout('menu.parameters'), exact: true }).click();
  await heading(page, parameters('title'));
  await expect(page.getByText(parameters('accounts.administratorOnly'))).toBeVisible();
  await expect(page.getByText(parameters('accounts.emptyTextReadOnly'))).toBeVisible();
  await expect(page.getByRole('textbox', { name: /IBAN/ })).toHaveCount(0);

  // the profile: the organization's contacts read-only, its own password to change
  await page.goto(`/${prefix}/account/change-legal`);
  const contacts = page.getByRole('form', { name: profile('personalData.title') });
  await expect(contacts.getByRole('textbox', { name: profile('fields.mobile') })).toHaveAttribute('readonly', '');
  await expect(contacts.getByRole('button', { name: profile('personalData.submit') })).toHaveCount(0);
  await expect(page.getByText(profile('personalData.administratorOnly'))).toBeVisible();
  await expect(page.getByRole('button', { name: profile('password.submit') })).toBeVisible();

  // the users' screen, reached by its address, says whose it is
  await page.goto(`/${prefix}/organization/users`);
  await expect(page.getByText(orgUsers('forbidden.title'))).toBeVisible();

  // the correspondence reads
  await page.getByRole('link', { name: layout('menu.correspondence'), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/notifications/);
  await page.context().close();

  // the preparer: the same screens offer what it prepares
  const prep = await signedIn(browser, preparer);
  await expect(prep.getByRole('region', { name: declarations('create.title') })).toBeVisible();
  await expect(prep.getByRole('table').getByRole('link', { name: declarations('list.continue') })).toHaveCount(1);
  await prep.goto(`/${prefix}/declaration/new/${draftId}`);
  await expect(prep.getByRole('button', { name: declarations('editor.addRow') })).toBeVisible();
  await prep.goto(`/${prefix}/declaration/view/${filed.id}`);
  await expect(prep.getByRole('button', { name: declarations('view.close') })).toBeVisible();
  await expect(prep.getByRole('link', { name: reversals('badge.start'), exact: true })).toBeVisible();
  await prep.goto(`/${prefix}/employees`);
  await expect(prep.getByRole('button', { name: employees('actions.register') })).toBeVisible();
  await expect(prep.getByRole('table').getByRole('button', { name: employees('actions.updateOf', { name: 'ნინო ბერიძე' }) }).first()).toBeVisible();
  await prep.goto(`/${prefix}/employees/opt-out`);
  await expect(prep.getByRole('button', { name: optout('newRequest') })).toBeVisible();
  await prep.goto(`/${prefix}/detailed-balance/refunds`);
  await expect(prep.getByRole('button', { name: refunds('newRequest') })).toBeVisible();
  await prep.goto(`/${prefix}/declaration/revenue-service-comparison`);
  await expect(prep.getByLabel(revenue('comments.file'))).toBeVisible();
  // the administrator's own stay the administrator's
  await prep.goto(`/${prefix}/parameters`);
  await expect(prep.getByText(parameters('accounts.administratorOnly'))).toBeVisible();
  await expect(prep.getByRole('link', { name: layout('menu.orgUsers'), exact: true })).toHaveCount(0);
  await prep.context().close();
});
