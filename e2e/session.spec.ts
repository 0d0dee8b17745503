import { expect, test } from '@playwright/test';
import { DEMO, operatorToken, signIn } from './fixtures';

test.describe('session expiry and the obligatory-notification block', () => {
  test('after an hour without activity a countdown offers to stay; staying renews the session', async ({ page }) => {
    await page.clock.install();
    await signIn(page, DEMO.self, 'en');
    await page.clock.fastForward('01:00:05');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Your session is about to end');
    await expect(dialog).toContainText(/seconds? left/);
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/?$/);
  });

  test('when the countdown runs out the user is signed out', async ({ page }) => {
    await page.clock.install();
    await signIn(page, DEMO.self, 'ru');
    await page.clock.fastForward('01:00:05');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.clock.fastForward('02:10');
    await expect(page).toHaveURL(/\/ru\/login$/);
  });

  test('an unread obligatory notification shows a modal without Close and blocks sign-out', async ({ page, request }) => {
    // an obligatory notification of its own, whatever other tests have read already
    const token = await operatorToken(request);
    const sent = await request.post('/api/operator/v1/notifs', {
      headers: { authorization: `Bearer ${token}` },
      // the demo employer's identification code
      multipart: { type: 'obligatory', isObligatory: 'true', subject: 'სავალდებულო გაცნობა', text: 'გთხოვთ, გაეცნოთ.', recipients: DEMO.employer.code },
    });
    expect(sent.ok()).toBe(true);
    await signIn(page, DEMO.employer, 'en');
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText('New obligatory notifications');
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeDisabled();
  });
});
