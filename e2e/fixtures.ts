import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts of the seed (README). */
export const DEMO = {
  employer: { username: 'demo-employer', password: 'Demo#2026pass' },
  employer2: { username: 'demo-employer-2', password: 'Demo#2026pass' },
  self: { username: 'demo-self', password: 'Demo#2026pass' },
  operator: { username: 'operator', password: 'Operator#2026pass', totpSecret: 'JBSWY3DPEHPK3PXP' },
} as const;

export type Prefix = 'ge' | 'en' | 'ru';

/** Signs in through the sign-in page of the given language. */
export async function signIn(page: Page, account: { username: string; password: string }, prefix: Prefix = 'en') {
  await page.goto(`/${prefix}/login`);
  await page.locator('input[name="username"]').fill(account.username);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${prefix}/?$`));
}

let lastOtpStep = 0;

/**
 * The operator's current one-time code. The server accepts each code once, so when this run already used
 * the code of the current 30-second step, it waits for the next one.
 */
export async function operatorCode(): Promise<string> {
  const { TOTP } = await import('otpauth');
  const totp = new TOTP({ secret: DEMO.operator.totpSecret, digits: 6, period: 30, algorithm: 'SHA1' });
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastOtpStep) {
    await new Promise((resolve) => setTimeout(resolve, (lastOtpStep + 1) * 30_000 - Date.now() + 250));
    step = Math.floor(Date.now() / 30_000);
  }
  lastOtpStep = step;
  return totp.generate({ timestamp: step * 30_000 + 1_000 });
}

/**
 * Signs the operator in through the back office's sign-in page (password, then the one-time code) and waits
 * for its back office. A code is accepted once per 30-second step: when another sign-in (another spec or
 * worker) already used this step's code, the refusal is read and the next step's code is sent.
 */
export async function signInOperator(page: Page, prefix: Prefix = 'en') {
  await page.goto(`/${prefix}/admin_login`);
  await page.locator('input[name="username"]').fill(DEMO.operator.username);
  await page.locator('input[name="password"]').fill(DEMO.operator.password);
  const code = page.locator('input[name="otp"]');
  if (!(await code.isVisible())) {
    await page.locator('form button[type="submit"]').click();
    await expect(code).toBeVisible();
  }
  const signedIn = new RegExp(`/${prefix}/operator$`);
  const refused = page.locator('form').getByRole('alert');
  for (let attempt = 0; attempt < 3 && !signedIn.test(page.url()); attempt++) {
    if (attempt > 0) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await code.fill(await operatorCode());
    // the answer to this submission, so that the refusal of an earlier one is never read as this one's
    const answered = page.waitForResponse((r) => r.url().includes('/auth/operator-user') && r.request().method() === 'POST');
    await page.locator('form button[type="submit"]').click();
    await answered;
    await expect.poll(async () => signedIn.test(page.url()) || (await refused.isVisible()), { timeout: 10_000 }).toBe(true);
  }
  await expect(page).toHaveURL(signedIn);
}

/** Reads the user's unread obligatory notifications and letters through the API, so no alert blocks the screen. */
export async function readCorrespondence(page: Page) {
  await page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('pensia.session') ?? '{}') as { accessToken?: string }).accessToken;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (const kind of ['notifs', 'letters'] as const) {
      const res = await fetch(`/api/nbo/v1/${kind}/user?pageNumber=1&pageSize=100`, { headers });
      if (!res.ok) continue;
      const body = (await res.json()) as { data?: Record<string, { _id: string; readDate?: string | null }[]> };
      for (const item of body.data?.[kind] ?? [])
        if (!item.readDate) await fetch(`/api/nbo/v1/${kind}/user/read`, { method: 'POST', headers, body: JSON.stringify({ _id: item._id }) });
    }
  });
  await page.reload();
  await appInControl(page);
}

/**
 * Waits until the app has taken over a page pre-rendered at build time (docs/decisions/0040): before that,
 * the screen on view is the page's HTML, which the app replaces element by element.
 */
export async function appInControl(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
}

/** An operator's access token through the API (a one-time code is accepted once per 30-second step). */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const res = await request.post('/api/user/v1/auth/operator-user', {
      data: {
        username: DEMO.operator.username,
        password: DEMO.operator.password,
        languageCode: 'ka-ge',
        otp: await operatorCode(),
      },
    });
    const body = (await res.json()) as { result?: { isValid: boolean; accessToken?: string } };
    if (body.result?.isValid && body.result.accessToken) return body.result.accessToken;
    // a code is accepted once per 30-second step: wait for the next one
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error('the operator could not sign in');
}
