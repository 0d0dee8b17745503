import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, operatorToken, signIn } from './fixtures';

/**
 * The employer's letters: the newest unread one opens from the alert, attachments are opened or downloaded
 * before "I have read", the registry filters stay for the session, and a failed load says why. The second
 * demo employer is used, so the obligatory notifications of the first one don't stand in the way.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');


async function employer2Code(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/user/v1/auth/application-user', {
    data: { username: DEMO.employer2.username, password: DEMO.employer2.password, languageCode: 'ka-ge' },
  });
  const { result } = (await res.json()) as { result: { accessToken: string } };
  const sub = (JSON.parse(Buffer.from(result.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const user = (await (await request.get(`/api/user/v1/users/${sub}`, { headers: { authorization: `Bearer ${result.accessToken}` } })).json()) as {
    result: { organizationCode: string };
  };
  return user.result.organizationCode;
}

test('the newest unread letter opens from the alert; its attachments come before "I have read"; filters stay', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const token = await operatorToken(request);
  const code = await employer2Code(request);
  const subject = `Annual reconciliation ${Date.now()}`;
  const sent = await request.post('/api/operator/v1/letters', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      type: 'reminder',
      subject: `წლიური შეჯერება ${subject}`,
      text: 'გთხოვთ, გაეცნოთ თანდართულ დოკუმენტებს.',
      subjectEn: subject,
      textEn: 'Please read the attached documents.',
      recipients: code,
      attachments: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Reconciliation notes.\n') },
    },
  });
  expect(sent.ok()).toBe(true);
  const { result } = (await sent.json()) as { result: { _id: string } };
  // a second, newer letter with an image: the one the alert leads to
  const both = await request.post('/api/operator/v1/letters', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      type: 'reminder',
      subject: `წლიური შეჯერება ${subject} (2)`,
      text: 'გთხოვთ, გაეცნოთ თანდართულ დოკუმენტებს.',
      subjectEn: `${subject} (2)`,
      textEn: 'Please read the attached documents.',
      recipients: code,
      attachments: { name: 'chart.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(both.ok()).toBe(true);
  expect(result._id).toBeTruthy();

  await signIn(page, DEMO.employer2, 'en');
  const alert = page.getByRole('dialog', { name: 'New letters' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/en\/letters\/reminder\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${subject} (2)`);

  // the image is opened in a new tab; then "I have read" is enabled
  const readButton = page.getByRole('button', { name: 'I have read' });
  await expect(readButton).toBeDisabled();
  await expect(page.getByText('Opened: 0 of 1.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Attachments' })).toContainText('chart.png');
  await expect(page.getByRole('list', { name: 'Attachments' })).toContainText(`Image · ${PNG.length} B`);
  const tab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open chart.png' }).click();
  await (await tab).close();
  await expect(readButton).toBeEnabled();
  await readButton.click();
  await expect(page.getByText(/You confirmed reading on/)).toBeVisible();

  // the other one from the registry: downloaded, then read
  await page.getByRole('link', { name: 'All letters' }).click();
  await page.getByRole('link', { name: new RegExp(`${subject}(?! \\(2\\))`) }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download notes.txt' }).click();
  expect((await download).suggestedFilename()).toBe('notes.txt');
  await page.getByRole('button', { name: 'I have read' }).click();
  await expect(page.getByText(/You confirmed reading on/)).toBeVisible();

  // filters: unread hides them, a type that none has shows the empty state; kept when coming back
  await page.getByRole('link', { name: 'All letters' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Unread' }).click();
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Read', exact: true }).click();
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toHaveCount(2);
  await page.getByRole('link', { name: new RegExp(`${subject}(?! \\(2\\))`) }).click();
  await page.getByRole('link', { name: 'All letters' }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Read');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Decision' }).click();
  await expect(page.getByText('No letters match the filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toHaveCount(2);
  await page.getByLabel('Received from').fill('02.01.2030');
  await page.getByLabel('Received to').fill('01.01.2030');
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();
});

test('a failed load of the letters opens a dialog titled with the server message', async ({ page }) => {
  await signIn(page, DEMO.employer2, 'ru');
  await page.route('**/api/nbo/v1/letters/user?**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ status: 'error', code: 'BAD', message: 'Сервис писем недоступен' }) }),
  );
  await page.goto('/ru/letters');
  const dialog = page.getByRole('dialog', { name: 'Сервис писем недоступен' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Сервис писем недоступен' })).toBeVisible();
});

test('the registry and the notifications speak Georgian', async ({ page }) => {
  await signIn(page, DEMO.employer2, 'ge');
  // notifications and letters are one screen with a tab each
  await page.goto('/ge/letters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('შეტყობინებები და წერილები');
  await expect(page.getByRole('tab', { selected: true })).toContainText('წერილები');
  await expect(page.getByRole('combobox', { name: 'სტატუსი' })).toBeVisible();
  await page.goto('/ge/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('შეტყობინებები და წერილები');
  await expect(page.getByRole('tab', { selected: true })).toContainText('შეტყობინებები');
});
