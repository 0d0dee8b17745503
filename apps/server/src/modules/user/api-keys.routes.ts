import { apiKeyApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import * as keys from './api-keys.service.ts';

/** The organization's API keys (docs/decisions/0101): its administrator lists, creates and revokes them. */
export function apiKeyRoutes(app: FastifyInstance, deps: Deps) {
  route(app, apiKeyApi.list, ({ actor }) => keys.listKeys(deps, actor!));
  route(app, apiKeyApi.create, async ({ body, actor, request }) => {
    const created = await keys.createKey(deps, actor!, body);
    request.auditTarget = { targetId: created.apiKey.id };
    return created;
  }, { audit: true });
  route(app, apiKeyApi.revoke, async ({ params, actor, request }) => {
    request.auditTarget = { targetId: params.id };
    return keys.revokeKey(deps, actor!, params.id);
  }, { audit: true });
}
