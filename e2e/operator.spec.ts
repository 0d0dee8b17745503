import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, locale, sessionToken, signedInOperatorPage, signIn, tr, userToken, type Texts } from './fixtures';

/**
 * The agency's back office end to end: an operator writes an obligatory notification with an attachment to
 * the demo employer; the employer, already signed in, is held to it until it has read it; the operator sees
 * it read. Each language in turn. The database is shared by every spec of a run, so counts are relative.
 */
const EMPLOYER_CODE = DEMO.employer.code;

/** The text of `key` as written, its `{{name}}` placeholders left in. */
function raw(tree: Texts, key: string): string {
  const value = key.split('.').reduce<unknown>((node, k) => (node as Texts | undefined)?.[k], tree);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value;
}

/** Reads, as the employer, every obligatory notification still unread (left by the seed or other specs). */
async function readObligatory(request: APIRequestContext) {
  const token = await userToken(request, DEMO.employer);
  const headers = { authorization: `Bearer ${token}` };
  const all = (await (await request.get('/api/nbo/v1/notifs/user/all', { headers })).json()) as {
    data: { notifs: { _id: string; isRead: boolean; isObligatory: boolean }[] };
  };
  for (const n of all.data.notifs.filter((x) => x.isObligatory && !x.isRead)) {
    await request.post('/api/nbo/v1/notifs/user/read', { headers, data: { _id: n._id } });
  }
}

// one operator session for the whole file: a one-time code is accepted once per 30 seconds
test.describe.configure({ mode: 'serial' });
let operator: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  operator = await signedInOperatorPage(browser);
});

test.afterAll(async () => {
  // the demo employer keeps an unread obligatory notification, as the seed leaves it for the other specs
  const token = await sessionToken(operator);
  await operator.context().request.post('/api/operator/v1/notifs', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      type: 'obligatory',
      subject: 'სავალდებულო შეტყობინება',
      text: 'გთხოვთ, გაეცნოთ შეტყობინებას სისტემიდან გასვლამდე.',
      subjectEn: 'Obligatory notification',
      textEn: 'Please read this notification before signing out.',
      isObligatory: 'true',
      recipients: EMPLOYER_CODE,
    },
  });
  await operator.context().close();
});

for (const prefix of ['ge', 'en', 'ru'] as const) {
  test(`an obligatory notification with an attachment holds the employer until read (${prefix})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const op = locale(prefix, 'operator');
    const cor = locale(prefix, 'correspondence');
    const layout = locale(prefix, 'layout');
    const common = locale(prefix, 'common');
    await readObligatory(request);

    // the employer is signed in already; its poll is driven by the page clock
    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    await employer.clock.install();
    await signIn(employer, DEMO.employer, prefix);
    const signOut = employer.getByRole('button', { name: tr(layout, 'header.logout') });
    await expect(signOut).not.toHaveAttribute('aria-disabled', 'true');
    const mailStem = raw(layout, 'header.mail_other').split('{{count}}')[0]!;
    const mail = employer.getByRole('link', { name: mailStem });
    const before = Number((await mail.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? '0');

    // the operator writes
    await operator.goto(`/${prefix}/operator/compose`);
    await operator.getByRole('radio', { name: tr(op, 'compose.kinds.notification') }).check();
    await operator.getByRole('checkbox', { name: tr(op, 'compose.obligatory') }).check();
    const subject = `Rules ${prefix} ${Date.now()}`;
    const georgian = operator.getByRole('group', { name: tr(op, 'compose.languages.ka') });
    await georgian.getByLabel(tr(op, 'compose.subject')).fill(`წესები ${subject}`);
    await georgian.getByLabel(tr(op, 'compose.text')).fill('გთხოვთ, გაეცნოთ თანდართულ წესებს.');
    const english = operator.getByRole('group', { name: tr(op, 'compose.languages.en') });
    await english.getByLabel(tr(op, 'compose.subject')).fill(subject);
    await english.getByLabel(tr(op, 'compose.text')).fill('Please read the attached rules.');
    const russian = operator.getByRole('group', { name: tr(op, 'compose.languages.ru') });
    await russian.getByLabel(tr(op, 'compose.subject')).fill(subject);
    await russian.getByLabel(tr(op, 'compose.text')).fill('Пожалуйста, ознакомьтесь с приложенными правилами.');
    await operator.locator('input[type="file"]').setInputFiles({ name: 'rules.txt', mimeType: 'text/plain', buffer: Buffer.from('Rules of the pension scheme.\n') });
    await expect(operator.getByRole('list', { name: tr(op, 'compose.attachedList') })).toContainText('rules.txt');
    await operator.getByRole('radio', { name: tr(op, 'compose.modes.one') }).check();
    await operator.getByLabel(tr(op, 'compose.recipientCode')).fill(EMPLOYER_CODE);
    await operator.getByRole('button', { name: tr(op, 'compose.sendNotification') }).click();
    await expect(operator).toHaveURL(new RegExp(`/${prefix}/operator/sent/notification/[0-9a-f-]+$`));
    await expect(operator.getByText(tr(op, 'sent.readOf', { read: 0, total: 1 })).first()).toBeVisible();

    // within a minute the employer's count rises, the alert comes, and signing out is blocked
    await employer.clock.fastForward('01:05');
    await expect(mail).toHaveAttribute('aria-label', new RegExp(`\\b${before + 1}\\b`));
    const modal = employer.getByRole('dialog', { name: tr(layout, 'alerts.obligatory.title') });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: tr(layout, 'alerts.close') })).toHaveCount(0);
    await expect(signOut).toHaveAttribute('aria-disabled', 'true');

    // it opens and reads the notification: the attachment first, then "I have read"
    await modal.getByRole('button', { name: tr(layout, 'alerts.view') }).click();
    // "View" opens that very notification
    await expect(employer).toHaveURL(new RegExp(`/${prefix}/notifications/[0-9a-f-]{36}$`));
    const shownSubject = prefix === 'ge' ? `წესები ${subject}` : subject;
    await expect(employer.getByRole('heading', { level: 1 })).toHaveText(shownSubject);
    const readButton = employer.getByRole('button', { name: tr(cor, 'view.iHaveRead') });
    await expect(readButton).toBeDisabled();
    await expect(signOut).toBeDisabled();
    const download = employer.waitForEvent('download');
    await employer.getByRole('button', { name: tr(common, 'attachments.downloadNamed', { name: 'rules.txt' }) }).click();
    expect((await download).suggestedFilename()).toBe('rules.txt');
    await expect(readButton).toBeEnabled();
    await readButton.click();
    await expect(readButton).toHaveCount(0);
    await expect(signOut).not.toHaveAttribute('aria-disabled', 'true');
    await signOut.click();
    await expect(employer).toHaveURL(new RegExp(`/${prefix}/login$`));

    // the operator sees it read
    await operator.getByRole('button', { name: tr(op, 'sent.refresh'), exact: true }).click();
    await expect(operator.getByText(tr(op, 'sent.readOf', { read: 1, total: 1 })).first()).toBeVisible();
    await expect(operator.getByRole('table', { name: tr(op, 'sent.recipients') })).toContainText(EMPLOYER_CODE);
    await expect(operator.getByRole('table', { name: tr(op, 'sent.recipients') })).toContainText(tr(op, 'sent.readAt', { date: '' }).trim());

    await employerContext.close();
  });
}

test('the operator finds an organization, works on its behalf with the admin rules, and comes back', async () => {
  const op = locale('en', 'operator');
  const page = operator;
  // the employer screens send an operator who acts for nobody to its back office
  await page.goto('/en');
  await expect(page).toHaveURL(/\/en\/operator$/);
  await page.getByRole('searchbox', { name: tr(op, 'organizations.search') }).fill(EMPLOYER_CODE);
  const results = page.getByRole('list', { name: tr(op, 'organizations.results') });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByRole('button', { name: /Open the portal of/ }).click();
  await expect(page).toHaveURL(/\/en\/?$/);
  const banner = page.getByRole('region', { name: tr(op, 'acting.label') });
  await expect(banner).toContainText(EMPLOYER_CODE);
  // no alert for an admin, and the letters are the organization's
  await page.goto('/en/notifications');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Notifications' })).toBeVisible();
  await page.getByRole('button', { name: tr(op, 'acting.back') }).click();
  await expect(page).toHaveURL(/\/en\/operator$/);
  await expect(page.getByRole('region', { name: tr(op, 'acting.label') })).toHaveCount(0);

  // the audit log shows the opening on its behalf
  await page.getByRole('link', { name: tr(op, 'nav.audit') }).click();
  await page.getByLabel(tr(op, 'audit.organizationCode')).fill(EMPLOYER_CODE);
  await page.getByRole('button', { name: tr(op, 'audit.apply') }).click();
  await expect(page.getByRole('table', { name: tr(op, 'audit.title') })).toContainText('/act');
});

test('the send form shows what is wrong: no Georgian text, an unknown code, a file of a refused type', async () => {
  const op = locale('en', 'operator');
  const page = operator;
  await page.goto('/en/operator/compose');
  await page.locator('input[type="file"]').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByRole('alert').filter({ hasText: tr(op, 'compose.filesRefused') })).toContainText('tool.exe');
  await page.getByRole('button', { name: tr(op, 'compose.sendNotification') }).click();
  const georgian = page.getByRole('group', { name: tr(op, 'compose.languages.ka') });
  await expect(georgian.getByLabel(tr(op, 'compose.subject'))).toHaveAttribute('aria-invalid', 'true');
  await georgian.getByLabel(tr(op, 'compose.subject')).fill('შეხსენება');
  await georgian.getByLabel(tr(op, 'compose.text')).fill('Latin only');
  await page.getByLabel(tr(op, 'compose.recipientCode')).fill('999999999');
  await page.getByRole('button', { name: tr(op, 'compose.sendNotification') }).click();
  await expect(page.getByText(tr(op, 'compose.errors.georgianText'))).toBeVisible();
  await georgian.getByLabel(tr(op, 'compose.text')).fill('ტექსტი');
  await page.getByRole('button', { name: tr(op, 'compose.sendNotification') }).click();
  // the server refuses the unknown code under the field, and nothing is sent
  await expect(page.getByLabel(tr(op, 'compose.recipientCode'))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: tr(op, 'compose.failed') })).toContainText('999999999');
  await expect(page).toHaveURL(/\/en\/operator\/compose$/);
});
