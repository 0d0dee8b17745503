import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { enrolSecondFactor, readCorrespondence, registerOrganization, sessionToken, signIn, userToken, type Prefix, wordsOf } from './fixtures';

/**
 * Four eyes for a reversing declaration and an annual declaration (docs/decisions/0108), on an organization of
 * the spec's own that requires approval: the preparer submits the reversal from its screen, the approver sends it
 * back with a comment, the preparer changes it and submits again, the approver sees what changed and approves:
 * it is completed and the balance follows its difference. The annual declaration is submitted the same way and
 * approved from the approvals list. The approval panel speaks Georgian and Russian too.
 */
const PASSWORD = 'Tbilisi#2026pass';
const W = '/api/finance-write/v1';
const F = '/api/finance/v1';

const texts = wordsOf;

/** A call of the API as `token`, its result (a refusal fails the test with the server's answer). */
async function api<T = Record<string, unknown>>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: object): Promise<T> {
  const res = await request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { result: T }).result;
}

/** A person of the organization invited in `role` by its administrator, with the account they made. */
async function member(request: APIRequestContext, adminToken: string, role: 'preparer' | 'approver', pn: string, tag: string) {
  const { token } = await api<{ token: string }>(request, adminToken, 'POST', '/api/user/v1/invitations', {
    firstName: role === 'preparer' ? 'თამარ' : 'დავით', lastName: role === 'preparer' ? 'ბუხაიძე' : 'ჩიქოვანი', personalNumber: pn, email: `${role}-${tag}@example.ge`, orgRole: role,
  });
  const username = `${role.slice(0, 4)}-${tag}`;
  const res = await request.post('/api/user/v1/invitations/accept', { data: { token, username, password: PASSWORD, securityQuestionId: 1, securityAnswer: 'თბილისი' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { username, password: PASSWORD, token: await userToken(request, { username, password: PASSWORD }) };
}

const person = (pn: string, first: string, last: string, gross: string) => ({ personalIdentificationNumber: pn, firstName: first, lastName: last, birthDate: '1990-05-01', gender: 'female', grossSalary: gross, optIn: 0 });

/** A month filed by `token`: two people, 1,000.00 and 500.00 gross, activated. */
async function filedMonth(request: APIRequestContext, token: string, year: number, month: number): Promise<string> {
  const d = await api<{ id: string }>(request, token, 'POST', `${W}/declarations`, { year, month, type: 'standard', form: 'detailed' });
  await api(request, token, 'POST', `${W}/declarations/${d.id}/details`, person('01001011111', 'ნინო', 'ბერიძე', '1000.00'));
  await api(request, token, 'POST', `${W}/declarations/${d.id}/details`, person('01001012222', 'გიორგი', 'კაპანაძე', '500.00'));
  await api(request, token, 'POST', `${W}/declarations/${d.id}/activate`);
  return d.id;
}

async function signedIn(browser: Browser, account: { username: string; password: string }, prefix: Prefix): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, account, prefix);
  await readCorrespondence(page);
  return page;
}

const balanceOf = async (request: APIRequestContext, token: string) => Number((await api<{ totalBalance: string }>(request, token, 'GET', `${F}/declarations/org-balance`)).totalBalance);

test('four eyes for a reversing and an annual declaration: submitted, sent back, changed, approved (en; the panel in ka and ru)', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const prefix = 'en' as const;
  const a = texts(prefix, 'approvals');
  const rv = texts(prefix, 'reversals');
  const an = texts(prefix, 'annual');
  const layout = texts(prefix, 'layout');
  const common = texts(prefix, 'common');
  const admin = await registerOrganization(request, { tag: 'e2e-4eyes2', password: PASSWORD, name: (code) => `შპს ოთხი თვალი ორი ${code}` });
  const tag = admin.username.replace('e2e-4eyes2-', '');
  const preparer = await member(request, admin.token, 'preparer', '01001019981', tag);
  const approver = await member(request, admin.token, 'approver', '01001019982', tag);

  // before approval is required: a filed month to reverse, and a filed year with its annual declaration
  const declarationId = await filedMonth(request, preparer.token, 2024, 5);
  for (const month of [3, 4]) await filedMonth(request, preparer.token, 2023, month);
  const reversal = await api<{ id: string; reversedDeclarationNumber: string }>(request, preparer.token, 'POST', `${W}/reverseddeclarations`, { declarationId, rows: 'all' });
  const rowIds = async () =>
    Object.fromEntries((await api<{ details: { items: { id: string; personalIdentificationNumber: string }[] } }>(request, preparer.token, 'GET', `${F}/reverseddeclarations/${reversal.id}?pageSize=50`)).details.items.map((d) => [d.personalIdentificationNumber, d.id]));
  const correct = async (pn: string, last: string, gross: string) =>
    api(request, preparer.token, 'PUT', `${W}/reverseddeclarations/${reversal.id}/details/${(await rowIds())[pn]}`, { personalIdentificationNumber: pn, lastName: last, grossSalary: gross });
  await correct('01001011111', 'ბერიძე', '1200.00');
  const annual = await api<{ id: string; annualDeclarationNumber: string }>(request, preparer.token, 'POST', `${W}/create-annual-declaration`, { year: 2023, rows: 'declared' });
  await api(request, admin.token, 'PUT', '/api/user/v1/approvals/setting', { requiresApproval: true });

  // the preparer is offered the submission, not the completion, and submits the reversal
  const prep = await signedIn(browser, preparer, prefix);
  await prep.goto(`/${prefix}/declaration/view-reversed/${reversal.id}`);
  await expect(prep.getByRole('button', { name: rv('view.complete'), exact: true })).toHaveCount(0);
  await prep.getByRole('button', { name: a('submit') }).click();
  const confirm = prep.getByRole('dialog', { name: rv('confirm.title') });
  await expect(confirm).toContainText(a('confirmSubmitCorrection', { difference: '' }).split('?')[0]!.trim());
  await confirm.getByRole('button', { name: a('submit') }).click();
  await expect(prep.getByRole('status').filter({ hasText: a('pending.title') })).toBeVisible();
  // the status badge beside the panel's title
  await expect(prep.getByText(common('declarationStatus.awaitingApproval'), { exact: true })).toHaveCount(2);
  // locked while it waits: no row is added, no document attached, nothing submitted again
  await expect(prep.getByRole('button', { name: rv('rows.add') })).toHaveCount(0);
  await expect(prep.getByRole('button', { name: a('submit') })).toHaveCount(0);

  // the approver finds it among the approvals, may change nothing of it, and sends it back with a comment
  const appr = await signedIn(browser, approver, prefix);
  // approving and sending back ask for a second factor (decision 0104): set up on the approver's session, which
  // has then given it for the next five minutes (the dialog that asks for it is the four-eyes spec's)
  await enrolSecondFactor(request, await sessionToken(appr));
  await appr.getByRole('link', { name: layout('menu.approvals') }).click();
  const waiting = appr.getByRole('table', { name: a('list.label') });
  await expect(waiting).toContainText(`${a('kind.reversal')} № ${reversal.reversedDeclarationNumber}`);
  await waiting.getByRole('row').filter({ hasText: a('kind.reversal') }).getByRole('link', { name: a('list.open') }).click();
  await expect(appr).toHaveURL(new RegExp(`/${prefix}/declaration/view-reversed/${reversal.id}$`));
  await expect(appr.getByRole('button', { name: rv('view.delete') })).toHaveCount(0);
  await appr.getByRole('button', { name: a('sendBack') }).click();
  const back = appr.getByRole('dialog', { name: a('sendBackTitle', { name: 'თამარ ბუხაიძე' }) });
  await back.getByRole('textbox', { name: a('comment') }).fill('კაპანაძის ხელფასი 600 ლარი იყო.');
  await back.getByRole('button', { name: a('sendBack') }).click();
  await expect(back).toBeHidden();

  // the preparer reads the comment, changes the row and submits again
  await prep.reload();
  await expect(prep.getByRole('status').filter({ hasText: a('sentBack.title') })).toContainText('კაპანაძის ხელფასი 600 ლარი იყო.');
  await correct('01001012222', 'კაპანაძე', '600.00');
  await prep.reload();
  await prep.getByRole('button', { name: a('submit') }).click();
  await prep.getByRole('dialog', { name: rv('confirm.title') }).getByRole('button', { name: a('submit') }).click();
  await expect(prep.getByRole('status').filter({ hasText: a('pending.title') })).toBeVisible();

  // the approver sees what changed and approves: the reversal is completed, the balance follows its difference
  const before = await balanceOf(request, admin.token);
  await appr.reload();
  const pending = appr.getByRole('status').filter({ hasText: a('pending.title') });
  await expect(pending.getByRole('heading', { name: a('changes.title') })).toBeVisible();
  await expect(pending.getByRole('table', { name: a('changes.changed') })).toContainText('01001012222');
  await pending.getByRole('button', { name: a('approveReversal') }).click();
  await appr.getByRole('dialog', { name: a('approveReversal') }).getByRole('button', { name: a('approveReversal') }).click();
  await expect(appr.getByText(rv('status.completed'), { exact: true })).toBeVisible();
  // 200.00 and 100.00 more salary: 2% and 2% more owed, 12.00
  await expect.poll(() => balanceOf(request, admin.token)).toBe(Number((before - 12).toFixed(2)));

  // the annual declaration: submitted by the preparer, the panel in Georgian and Russian while it waits
  await prep.goto(`/${prefix}/declaration/reversing-annual-declarations?id=${annual.id}`);
  await expect(prep.getByRole('button', { name: an('view.close'), exact: true })).toHaveCount(0);
  await prep.getByRole('button', { name: a('submit') }).click();
  await prep.getByRole('dialog', { name: an('confirm.title') }).getByRole('button', { name: a('submit') }).click();
  await expect(prep.getByRole('status').filter({ hasText: a('pending.title') })).toBeVisible();
  for (const other of ['ge', 'ru'] as const) {
    const o = texts(other, 'approvals');
    await prep.goto(`/${other}/declaration/reversing-annual-declarations?id=${annual.id}`);
    const panel = prep.getByRole('status').filter({ hasText: o('pending.title') });
    await expect(panel.getByRole('button', { name: o('withdraw') })).toBeVisible();
    await expect(prep.getByText(texts(other, 'common')('declarationStatus.awaitingApproval'), { exact: true }).first()).toBeVisible();
  }

  // approved from the approvals list: the annual declaration is closed
  await appr.getByRole('link', { name: layout('menu.approvals') }).click();
  const row = appr.getByRole('table', { name: a('list.label') }).getByRole('row').filter({ hasText: a('kind.annual') });
  await expect(row).toContainText(`№ ${annual.annualDeclarationNumber}`);
  await expect(row).toContainText('2023');
  await row.getByRole('button', { name: a('approveAnnual') }).click();
  const approve = appr.getByRole('dialog', { name: a('approveAnnual') });
  await expect(approve).toContainText(annual.annualDeclarationNumber);
  await approve.getByRole('button', { name: a('approveAnnual') }).click();
  await expect(appr.getByText(a('approvedAnnual'))).toBeVisible();
  await expect.poll(async () => (await api<{ annualDeclaration: { status: string } }>(request, preparer.token, 'GET', `${F}/get-annual-declaration-details?annualdecId=${annual.id}`)).annualDeclaration.status).toBe('closed');
});
