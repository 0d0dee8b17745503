import { HANDOVER_TTL_S, errorMessage, type ParticipantFirstSignInBody, type RefreshResult } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { hashToken, newRefreshToken } from '../../lib/tokens.ts';
import type { ClientInfo } from './client-info.ts';
import { handoverUser, insertHandoverToken, setFirstSignIn, useHandoverToken } from './handover.repository.ts';
import { startSession } from './session.service.ts';
import { hashSecret, isCommonPassword, normalizeAnswer } from './password.ts';

/**
 * A participant's sign-in hands a token to the participant site (docs/decisions/0025): 256 random bits, kept
 * only as a hash, good once and for 60 seconds. The site exchanges it at once for its own session; the first
 * sign-in's token is good only for the form that sets the participant's own password.
 */
export type HandoverPurpose = 'site' | 'firstSignIn';

export async function issueHandoverToken(deps: Deps, userId: string, purpose: HandoverPurpose): Promise<string> {
  const now = deps.clock.now();
  const token = newRefreshToken();
  const expiresAt = new Date(now.getTime() + HANDOVER_TTL_S * 1000);
  await insertHandoverToken(deps.db, { tokenHash: hashToken(token), userId, purpose, now, expiresAt });
  return token;
}

/**
 * Takes a token once: one conditional update marks it used, so two requests with one token can't both
 * pass. A token of another purpose, already used, or expired gives nothing.
 */
async function claim(deps: Deps, token: string, purpose: HandoverPurpose): Promise<string | null> {
  const now = deps.clock.now();
  const row = await useHandoverToken(deps.db, hashToken(token), purpose, now);
  if (!row || new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  const user = await handoverUser(deps.db, row.userId);
  if (!user || user.role !== 'participant') return null;
  if (purpose === 'site' && user.lastLoginAt === null) return null;
  if (purpose === 'firstSignIn' && user.lastLoginAt !== null) return null;
  return user.id;
}

/** The participant site's exchange: the token for a session of the participant's own (audience `participant`). */
export async function exchange(deps: Deps, token: string, client: ClientInfo): Promise<RefreshResult> {
  const userId = await claim(deps, token, 'site');
  if (!userId) return { isValid: false, accessToken: null, refreshToken: null, message: errorMessage(client.lang, 'HANDOVER_INVALID') };
  const tokens = await startSession(deps, userId, 'participant', client);
  return { isValid: true, ...tokens };
}

/** The first sign-in: the participant's own password and security question, then a token for the site. */
export async function firstSignIn(deps: Deps, body: ParticipantFirstSignInBody): Promise<{ handoverToken: string }> {
  // the password is checked before the token is taken: a refused password leaves the token for another try
  if (isCommonPassword(body.newPassword)) throw new AppError('FILL_CORRECT_FIELDS', { fields: { newPassword: 'passwordCommon' } });
  const [passwordHash, answerHash] = await Promise.all([hashSecret(body.newPassword), hashSecret(normalizeAnswer(body.securityAnswer))]);
  const userId = await claim(deps, body.token, 'firstSignIn');
  if (!userId) throw new AppError('HANDOVER_INVALID');
  const now = deps.clock.now();
  await setFirstSignIn(deps.db, userId, { passwordHash, securityQuestionId: body.securityQuestionId, securityAnswerHash: answerHash }, now);
  return { handoverToken: await issueHandoverToken(deps, userId, 'site') };
}
