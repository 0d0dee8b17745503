import type { Deps } from '../../lib/deps.ts';
import { newRefreshToken, hashToken, signAccessToken, type TokenAudience } from '../../lib/tokens.ts';
import type { ClientInfo } from './client-info.ts';
import * as sessions from './session.repository.ts';
import { markLogin } from './user.repository.ts';

/** Starts a session: a short-lived access token and the first refresh token of a new family. */
export async function startSession(
  deps: Deps,
  userId: string,
  audience: TokenAudience,
  client: ClientInfo,
  acting?: { organizationId: string; parentSessionId: string },
  stepUpAt: Date | null = null,
) {
  const now = deps.clock.now();
  const refreshToken = newRefreshToken();
  const accessToken = await deps.db.transaction().execute(async (trx) => {
    const session = await sessions.insertSession(trx, {
      userId,
      audience,
      now,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      actingOrganizationId: acting?.organizationId,
      parentSessionId: acting?.parentSessionId,
      stepUpAt,
    });
    await sessions.insertRefreshToken(trx, session.id, hashToken(refreshToken), now);
    if (!acting) await markLogin(trx, userId, now);
    return signAccessToken(deps.config.jwtSecret, { userId, sessionId: session.id, audience }, deps.config.accessTokenTtlS, now);
  });
  return { accessToken, refreshToken };
}

