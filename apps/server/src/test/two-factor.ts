import { claimsOf, resultOf } from './expect.ts';
import type { TestContext } from './test-app.ts';
import { totpCode } from './totp-code.ts';

const TF = '/api/user/v1/two-factor';

/** The user of a token's key, when it has one. */
async function secretOf(ctx: TestContext, token: string): Promise<string | null> {
  const userId = claimsOf(token).sub as string;
  const user = await ctx.db.selectFrom('users').select('totpSecret').where('id', '=', userId).executeTakeFirstOrThrow();
  return user.totpSecret;
}

/**
 * Sets up two-step verification for the user of `token` through its screens' calls (start, a code of the new
 * key, confirm); the session is then stepped up for 5 minutes. Answers the key and the recovery codes.
 */
export async function enrolTwoFactor(ctx: TestContext, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = resultOf<{ secret: string }>(await ctx.inject({ method: 'POST', url: `${TF}/start`, token }));
  ctx.clock.advance(30_000);
  const { recoveryCodes } = resultOf<{ recoveryCodes: string[] }>(
    await ctx.inject({ method: 'POST', url: `${TF}/confirm`, token, payload: { code: totpCode(secret, ctx.clock.now()) } }),
  );
  return { secret, recoveryCodes };
}

/** Gives the second factor of the user of `token` again (each code once: at the next 30-second step). */
export async function stepUp(ctx: TestContext, token: string, secret?: string) {
  const key = secret ?? (await secretOf(ctx, token));
  if (!key) throw new Error('the user has no second factor to step up with');
  ctx.clock.advance(30_000);
  return resultOf<{ stepUpUntil: string }>(await ctx.inject({ method: 'POST', url: `${TF}/step-up`, token, payload: { code: totpCode(key, ctx.clock.now()) } }));
}

/**
 * What a test of the writes that ask for a recent second factor (bank accounts, refunds) does first: the user
 * of `token` enrolled (when it is not yet) and the session stepped up, for the next 5 minutes of the test clock.
 */
export async function steppedUp(ctx: TestContext, token: string) {
  if (await secretOf(ctx, token)) await stepUp(ctx, token);
  else await enrolTwoFactor(ctx, token);
}
