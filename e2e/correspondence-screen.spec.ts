import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { DEMO, operatorToken, sessionToken, signIn, userToken } from './fixtures';

/**
 * Notifications and letters on one screen (tabs with their own counts), reached from the mail icon and the
 * menu; the alerts' "View" opens the very item they name; a letter once opened no longer brings its alert
 * back, while "I have read" stays a separate act (docs/decisions/0054). In Georgian, English and Russian.
 */
const SERIOUS = ['serious', 'critical'] as const;
const SELF_CODE = '01024055867';

async function sendLetter(request: APIRequestContext, recipients: string, subject: string): Promise<string> {
  const token = await operatorToken(request);
  const sent = await request.post('/api/operator/v1/letters', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      type: 'request', recipients, subject: `${subject} (ka)`, text: 'გთხოვთ, გაეცნოთ.',
      subjectEn: `${subject} (en)`, textEn: 'Please read.', subjectRu: `${subject} (ru)`, textRu: 'Пожалуйста, ознакомьтесь.',
    },
  });
  expect(sent.ok()).toBe(true);
  return ((await sent.json()) as { result: { _id: string } }).result._id;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('ka: the letter alert opens that letter; opened, it stops coming back; tabs count both kinds', async ({ page, request }) => {
  test.setTimeout(120_000);
  const subject = `მოთხოვნა ${Date.now()}`;
  const id = await sendLetter(request, SELF_CODE, subject);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.self, 'ge');

  const alert = page.getByRole('dialog', { name: 'ახალი წერილები' });
  await expect(alert).toContainText(`„${subject} (ka)“`);
  expect(await axeViolations(page, SERIOUS)).toEqual([]);
  await shoot(page, 'alert-ka-1440');
  await alert.getByRole('button', { name: 'ნახვა' }).click();
  await expect(page).toHaveURL(new RegExp(`/ge/letters/request/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${subject} (ka)`);
  await expect(page.getByRole('button', { name: 'გავეცანი' })).toBeVisible();

  // a new page load asks the server again: the opened letter is no longer new, so no alert
  await page.goto('/ge');
  const mail = page.getByRole('link', { name: /^შეტყობინებები და წერილები: \d+ ახალი$/ });
  await expect(mail).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the mail icon: the notifications' tab with its counts as the server gives them (what is new depends on
  // the specs run before: the seed's notification may have been opened already); the letters' tab beside it
  const counts = await page.request.get('/api/nbo/v1/letters/user/count', { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
  const { newNotifs, totalNotifs } = ((await counts.json()) as { data: { newNotifs: number; totalNotifs: number } }).data;
  await mail.click();
  await expect(page).toHaveURL(/\/ge\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('შეტყობინებები და წერილები');
  const tabs = page.getByRole('tablist', { name: 'შეტყობინებები და წერილები' });
  await expect(tabs.getByRole('tab', { selected: true })).toContainText('შეტყობინებები');
  const notificationsTab = tabs.getByRole('tab', { name: /შეტყობინებები/ });
  await expect(notificationsTab).toContainText(`(${totalNotifs})`);
  if (newNotifs > 0) await expect(notificationsTab).toContainText(`${newNotifs} ახალი`);
  else await expect(notificationsTab).not.toContainText('ახალი');
  await tabs.getByRole('tab', { name: /წერილები/ }).click();
  await expect(page).toHaveURL(/\/ge\/letters$/);
  await expect(tabs.getByRole('tab', { selected: true })).toContainText('წერილები');
  const row = page.getByRole('link', { name: new RegExp(`${subject} \\(ka\\)`) });
  await expect(row).toContainText('წაუკითხავი');
  await expect(row).not.toContainText('ახალი');
  expect(await axeViolations(page, SERIOUS)).toEqual([]);
  await shoot(page, 'letters-ka-1440');

  // the menu leads to the same screen
  await page.getByRole('link', { name: 'შეტყობინებები და წერილები', exact: true }).click();
  await expect(page).toHaveURL(/\/ge\/notifications$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tabs).toBeVisible();
  expect(await axeViolations(page, SERIOUS)).toEqual([]);
  await shoot(page, 'notifications-ka-390');
  await tabs.getByRole('tab', { name: /წერილები/ }).click();
  await expect(row).toBeVisible();
  await shoot(page, 'letters-ka-390');
});

test('en: the obligatory alert opens that notification and stays until "I have read"; then the letter alert opens its letter', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await operatorToken(request);
  const subject = `Rules in force ${Date.now()}`;
  const sent = await request.post('/api/operator/v1/notifs', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { type: 'obligatory', isObligatory: 'true', subject: `${subject} (ka)`, subjectEn: subject, text: 'გაეცანით.', textEn: 'Please read.', recipients: DEMO.employer.code },
  });
  expect(sent.ok()).toBe(true);
  const notificationId = ((await sent.json()) as { result: { _id: string } }).result._id;
  const letterSubject = `Contract review ${Date.now()}`;
  const letterId = await sendLetter(request, DEMO.employer.code, letterSubject);
  // the demo employer is shared by every spec of the run: what others left obligatory and unconfirmed is
  // confirmed first, so the alert names this notification alone
  const employerAuth = { authorization: `Bearer ${await userToken(request, DEMO.employer)}` };
  const all = await request.get('/api/nbo/v1/notifs/user/all', { headers: employerAuth });
  expect(all.ok()).toBe(true);
  const { notifs } = ((await all.json()) as { data: { notifs: { _id: string; isObligatory: boolean; isRead: boolean }[] } }).data;
  for (const other of notifs.filter((n) => n.isObligatory && !n.isRead && n._id !== notificationId)) {
    const read = await request.post('/api/nbo/v1/notifs/user/read', { headers: employerAuth, data: { _id: other._id } });
    expect(read.ok()).toBe(true);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.employer, 'en');
  const obligatory = page.getByRole('dialog', { name: 'New obligatory notifications' });
  await expect(obligatory).toContainText(`“${subject}”`);
  await obligatory.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/notifications/${notificationId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject);

  // opened is not confirmed: an obligatory notification still comes back on another screen
  await page.goto('/en/employees');
  await expect(obligatory).toBeVisible();
  await obligatory.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/notifications/${notificationId}$`));
  await page.getByRole('button', { name: 'I have read' }).click();
  await expect(page.getByText(/You confirmed reading on/)).toBeVisible();
  // confirmed, it no longer comes back: the next alert is the letters'
  await page.goto('/en/employees');
  const letters = page.getByRole('dialog', { name: 'New letters' });
  await expect(letters).toContainText(`“${letterSubject} (en)”`);
  await expect(page.getByRole('dialog', { name: 'New obligatory notifications' })).toHaveCount(0);
  await letters.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/letters/request/${letterId}$`));
  await page.goto('/en/letters');
  await expect(page.getByRole('tablist', { name: 'Notifications and letters' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`${letterSubject} \\(en\\)`) })).toContainText('Unread');
  expect(await axeViolations(page, SERIOUS)).toEqual([]);
  await shoot(page, 'letters-en-1440');
});

test('ru: the tabs name both kinds with their counts; the letter alert opens that letter', async ({ page, request }) => {
  const subject = `Запрос ${Date.now()}`;
  const id = await sendLetter(request, SELF_CODE, subject);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.self, 'ru');
  const alert = page.getByRole('dialog', { name: 'Новые письма' });
  await expect(alert).toContainText(`«${subject} (ru)»`);
  await shoot(page, 'alert-ru-390');
  await alert.getByRole('button', { name: 'Просмотреть' }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/letters/request/${id}$`));
  await page.goto('/ru/letters');
  const tabs = page.getByRole('tablist', { name: 'Уведомления и письма' });
  await expect(tabs.getByRole('tab', { name: /Письма/ })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: /Уведомления/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`${subject} \\(ru\\)`) })).toContainText('Не прочитано');
  expect(await axeViolations(page, SERIOUS)).toEqual([]);
  await shoot(page, 'letters-ru-390');
});
