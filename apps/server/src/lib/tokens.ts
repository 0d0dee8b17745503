import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type TokenAudience = 'user' | 'operator' | 'participant';
const ISSUER = 'pensia';
const AUDIENCE: Record<TokenAudience, string> = { user: 'pensia-user', operator: 'pensia-operator', participant: 'pensia-participant' };
/** The only accepted signing algorithm: a token naming another (or `none`) is refused. */
const ALGORITHMS = ['HS256'];
const ACCESS_TYP = 'at+jwt';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  audience: TokenAudience;
}

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, ttlS: number, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, tokenType: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: ACCESS_TYP })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE[claims.audience])
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlS)
    .sign(secret);
}

export type VerifyFailure = 'expired' | 'invalid';

/**
 * Tokens already verified, with their expiry: the signature of the same token string is not checked again
 * on every poll. Bounded; an entry is used only before the token's own expiry, and per secret.
 */
const verified = new Map<string, { claims: AccessClaims; expMs: number; secret: Uint8Array }>();
const VERIFIED_MAX = 20_000;

/** Verifies signature, algorithm, issuer, audience, expiry and token type. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  accepted: readonly TokenAudience[],
  now: Date,
): Promise<AccessClaims | VerifyFailure> {
  const hit = verified.get(token);
  if (hit && hit.secret === secret) {
    if (now.getTime() >= hit.expMs) {
      verified.delete(token);
      return 'expired';
    }
    return accepted.includes(hit.claims.audience) ? hit.claims : 'invalid';
  }
  const result = await verifyUncached(secret, token, accepted, now);
  if (typeof result !== 'string') {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    const exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    verified.set(token, { claims: result, expMs: exp.exp * 1000, secret });
  }
  return result;
}

async function verifyUncached(
  secret: Uint8Array,
  token: string,
  accepted: readonly TokenAudience[],
  now: Date,
): Promise<AccessClaims | VerifyFailure> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, secret, {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: accepted.map((a) => AUDIENCE[a]),
      typ: ACCESS_TYP,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (protectedHeader.alg !== 'HS256' || payload.tokenType !== 'access' || typeof payload.sid !== 'string' || !payload.sub) return 'invalid';
    const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    const audience = (Object.keys(AUDIENCE) as TokenAudience[]).find((a) => AUDIENCE[a] === aud);
    if (!audience) return 'invalid';
    return { userId: payload.sub, sessionId: payload.sid, audience };
  } catch (e) {
    return e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
  }
}

/** An opaque refresh token: 256 random bits. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 suits a random 256-bit token (no dictionary to attack); passwords use argon2id. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
