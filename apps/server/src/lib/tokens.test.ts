import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from './tokens.ts';

const secret = randomBytes(32);
const now = new Date('2026-11-02T09:00:00Z');
const claims = { userId: '11111111-1111-4111-8111-111111111111', sessionId: '22222222-2222-4222-8222-222222222222' };
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const iat = Math.floor(now.getTime() / 1000);

/** A token with the right claims, signed as the caller says. */
function forge(header: Record<string, unknown>, payload: Record<string, unknown>, key: Uint8Array = secret, alg = 'HS256') {
  return new SignJWT(payload).setProtectedHeader({ alg, ...header }).sign(key);
}
const goodPayload = { sub: claims.userId, sid: claims.sessionId, tokenType: 'access', iss: 'pensia', aud: 'pensia-user', iat, exp: iat + 600 };

describe('access tokens', () => {
  it('a signed token verifies with its audience', async () => {
    const token = await signAccessToken(secret, { ...claims, audience: 'user' }, 600, now);
    expect(await verifyAccessToken(secret, token, ['user'], now)).toEqual({ ...claims, audience: 'user' });
    expect(await verifyAccessToken(secret, token, ['user', 'operator'], now)).toEqual({ ...claims, audience: 'user' });
    const op = await signAccessToken(secret, { ...claims, audience: 'operator' }, 600, now);
    expect(await verifyAccessToken(secret, op, ['operator'], now)).toEqual({ ...claims, audience: 'operator' });
  });

  it('a user token is refused where only operators are accepted, and the other way round', async () => {
    const user = await signAccessToken(secret, { ...claims, audience: 'user' }, 600, now);
    const op = await signAccessToken(secret, { ...claims, audience: 'operator' }, 600, now);
    expect(await verifyAccessToken(secret, user, ['operator'], now)).toBe('invalid');
    expect(await verifyAccessToken(secret, op, ['user'], now)).toBe('invalid');
  });

  it('expires after its time to live, and not before', async () => {
    const token = await signAccessToken(secret, { ...claims, audience: 'user' }, 600, now);
    expect(await verifyAccessToken(secret, token, ['user'], new Date(now.getTime() + 599_000))).not.toBeTypeOf('string');
    expect(await verifyAccessToken(secret, token, ['user'], new Date(now.getTime() + 601_000))).toBe('expired');
  });

  it('refuses a tampered signature, payload or header', async () => {
    const token = await signAccessToken(secret, { ...claims, audience: 'user' }, 600, now);
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1);
    expect(await verifyAccessToken(secret, `${h}.${p}.${flipped}`, ['user'], now)).toBe('invalid');
    const otherUser = b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '33333333-3333-4333-8333-333333333333' });
    expect(await verifyAccessToken(secret, `${h}.${otherUser}.${s}`, ['user'], now)).toBe('invalid');
    const operatorAud = b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), aud: 'pensia-operator' });
    expect(await verifyAccessToken(secret, `${h}.${operatorAud}.${s}`, ['operator'], now)).toBe('invalid');
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signAccessToken(randomBytes(32), { ...claims, audience: 'user' }, 600, now);
    expect(await verifyAccessToken(secret, token, ['user'], now)).toBe('invalid');
  });

  it('refuses alg none, with or without a signature', async () => {
    const header = b64({ alg: 'none', typ: 'at+jwt' });
    const payload = b64(goodPayload);
    expect(await verifyAccessToken(secret, `${header}.${payload}.`, ['user'], now)).toBe('invalid');
    expect(await verifyAccessToken(secret, `${header}.${payload}`, ['user'], now)).toBe('invalid');
    const real = await signAccessToken(secret, { ...claims, audience: 'user' }, 600, now);
    expect(await verifyAccessToken(secret, `${header}.${payload}.${real.split('.')[2]}`, ['user'], now)).toBe('invalid');
  });

  it('refuses algorithms other than HS256 even with the right key', async () => {
    expect(await verifyAccessToken(secret, await forge({ typ: 'at+jwt' }, goodPayload, secret, 'HS512'), ['user'], now)).toBe('invalid');
    expect(await verifyAccessToken(secret, await forge({ typ: 'at+jwt' }, goodPayload, secret, 'HS384'), ['user'], now)).toBe('invalid');
    // the same claims, signed correctly, pass: the refusals above are for the algorithm only
    expect(await verifyAccessToken(secret, await forge({ typ: 'at+jwt' }, goodPayload), ['user'], now)).toEqual({ ...claims, audience: 'user' });
  });

  it.each([
    ['another issuer', { typ: 'at+jwt' }, { ...goodPayload, iss: 'someone-else' }],
    ['another audience', { typ: 'at+jwt' }, { ...goodPayload, aud: 'pensia-admin' }],
    ['no type header', {}, goodPayload],
    ['another type header', { typ: 'JWT' }, goodPayload],
    ['token type refresh', { typ: 'at+jwt' }, { ...goodPayload, tokenType: 'refresh' }],
    ['no session id', { typ: 'at+jwt' }, { ...goodPayload, sid: undefined }],
    ['no subject', { typ: 'at+jwt' }, { ...goodPayload, sub: undefined }],
    ['no expiry', { typ: 'at+jwt' }, { ...goodPayload, exp: undefined }],
  ])('refuses a token with %s', async (_what, header, payload) => {
    expect(await verifyAccessToken(secret, await forge(header, payload), ['user'], now)).toBe('invalid');
  });

  it.each([
    ['an opaque refresh token', newRefreshToken()],
    ['an empty string', ''],
    ['garbage', 'a.b.c'],
    ['a JSON object', '{"sub":"x"}'],
  ])('refuses %s', async (_what, token) => {
    expect(await verifyAccessToken(secret, token, ['user', 'operator'], now)).toBe('invalid');
  });
});

describe('refresh tokens', () => {
  it('are 256 random bits, different every time, and stored only as a hash', () => {
    const a = newRefreshToken();
    const b = newRefreshToken();
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toBe(hashToken(b));
    expect(hashToken(a)).not.toContain(a);
  });
});
