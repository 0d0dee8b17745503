import { successMessage, userApi } from '@pensia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { mustLogEndpoints, route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import * as account from './account.service.ts';
import { clientInfoOf } from './client-info.ts';
import * as auth from './auth.service.ts';
import { findUserByUsername } from './user.repository.ts';



/** Public endpoints that can be abused are rate limited per address on top of the sign-in throttle. */
const PUBLIC_LIMIT = 60;

export function userRoutes(app: FastifyInstance, deps: Deps) {
  // the audit log records the account tried, and a refused sign-in (answered 200) as refused, with its code
  const signIn = (audience: 'user' | 'operator') => async ({ body, request }: { body: auth.Credentials; request: FastifyRequest }) => {
    request.auditTarget = { account: body.username };
    const result = await auth.signIn(deps, audience, body, clientInfoOf(request));
    if (!result.isValid) request.auditRefusal = result.code ?? 'INVALID_CREDENTIALS';
    else {
      const user = await findUserByUsername(deps.db, body.username);
      if (user) request.auditTarget.signedIn = { audience, userId: user.id };
    }
    return result;
  };
  route(app, userApi.login, signIn('user'), { audit: true, rateLimitPerMinute: PUBLIC_LIMIT });
  route(app, userApi.operatorLogin, signIn('operator'), { audit: true, rateLimitPerMinute: PUBLIC_LIMIT });
  route(app, userApi.refresh, ({ body, request }) => auth.refresh(deps, 'user', body.refreshToken, langOf(request)), { rateLimitPerMinute: PUBLIC_LIMIT });
  route(app, userApi.operatorRefresh, ({ body, request }) => auth.refresh(deps, 'operator', body.refreshToken, langOf(request)), { rateLimitPerMinute: PUBLIC_LIMIT });
  route(app, userApi.logout, async ({ body, actor }) => {
    await auth.signOut(deps, actor, body.refreshToken);
    return { loggedOut: true };
  }, { audit: true });

  route(app, userApi.getUser, ({ params, actor }) => account.getUser(deps, actor!, params.id));
  route(app, userApi.me, ({ actor }) => account.getUser(deps, actor!, actor!.userId));
  route(app, userApi.mustLog, async () => [...mustLogEndpoints].sort());
  route(app, userApi.changePassword, ({ body, actor, request }) => account.changePassword(deps, actor!, body, langOf(request), request.ip ?? null), { audit: true });
  route(app, userApi.updateOrganization, ({ body, actor }) => account.updateOrganization(deps, actor!, body), { audit: true });
  route(app, userApi.detailedBalance, ({ params, query, actor }) => account.detailedBalance(deps, actor!, params.id, query));

  route(app, userApi.registerPerson, ({ body }) => account.registerPerson(deps, body), { audit: true, rateLimitPerMinute: 20 });
  route(app, userApi.registerLegalEntity, ({ body }) => account.registerLegalEntity(deps, body), { audit: true, rateLimitPerMinute: 20 });
  route(app, userApi.resetQuestion, async ({ body }) => ({ securityQuestionId: await account.securityQuestionOf(deps, body.username) }), { rateLimitPerMinute: PUBLIC_LIMIT });
  route(app, userApi.resetPassword, async ({ body, request }) => {
    await account.resetPassword(deps, body, request.ip ?? null);
    return { message: successMessage(langOf(request), 'passwordReset') };
  }, { audit: true, rateLimitPerMinute: PUBLIC_LIMIT });
}
