import { orgUsersApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import * as svc from './org-users.service.ts';

/** The invited person's two calls are public: rate limited per address, like the other public calls of accounts. */
const PUBLIC_LIMIT = 30;

/** The organization's users and invitations (`/api/user/v1`, docs/decisions/0100); every write is audited. */
export function orgUserRoutes(app: FastifyInstance, deps: Deps) {
  route(app, orgUsersApi.list, ({ actor }) => svc.listUsers(deps, actor!));
  route(app, orgUsersApi.update, async ({ actor, params, body, request }) => {
    request.auditTarget = { targetId: params.id };
    return svc.updateUser(deps, actor!, params.id, body);
  }, { audit: true });
  route(app, orgUsersApi.invitations, ({ actor }) => svc.listInvitations(deps, actor!));
  route(app, orgUsersApi.invite, async ({ actor, body, request }) => {
    const created = await svc.invite(deps, actor!, body);
    request.auditTarget = { targetId: created.invitation.id };
    return created;
  }, { audit: true });
  route(app, orgUsersApi.revoke, async ({ actor, params, request }) => {
    request.auditTarget = { targetId: params.id };
    return svc.revokeInvitation(deps, actor!, params.id);
  }, { audit: true });
  route(app, orgUsersApi.preview, ({ body }) => svc.preview(deps, body.token), { rateLimitPerMinute: PUBLIC_LIMIT });
  route(app, orgUsersApi.accept, async ({ body, request }) => {
    request.auditTarget = { account: body.username };
    const { organizationId, ...user } = await svc.accept(deps, body);
    // the audit row names the organization the new user joined
    request.auditTarget = { account: body.username, targetId: user.id, organizationId };
    return user;
  }, { audit: true, rateLimitPerMinute: PUBLIC_LIMIT });
}
