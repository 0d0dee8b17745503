import { Secret, TOTP } from 'otpauth';
import { DEMO } from '../db/seed/demo-seed.ts';

/**
 * The demo operator's access token from a running portal, signed in over HTTP with its one-time code of now:
 * for tests that start a portal process of their own and for the benches. (A test's app in process signs in
 * through `operatorLogin`, on the test's clock.)
 */
export async function operatorToken(base: string): Promise<string> {
  const otp = new TOTP({ secret: Secret.fromBase32(DEMO.operator.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  const res = await fetch(`${base}/api/user/v1/auth/operator-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO.operator.username, password: DEMO.operator.password, otp }),
  });
  const body = (await res.json()) as { result?: { isValid: boolean; accessToken: string } };
  if (!body.result?.isValid) throw new Error(`operator sign-in refused: ${JSON.stringify(body)}`);
  return body.result.accessToken;
}
