import { twoFactorApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import * as notices from './notices.service.ts';
import * as tf from './two-factor.service.ts';

/** Two-step verification of organizations' users, the administrator's requirement, and users' notices (decision 0104). */
export function twoFactorRoutes(app: FastifyInstance, deps: Deps) {
  route(app, twoFactorApi.status, ({ actor }) => tf.status(deps, actor!));
  route(app, twoFactorApi.start, ({ actor }) => tf.start(deps, actor!), { audit: true });
  route(app, twoFactorApi.confirm, ({ actor, body, request }) => tf.confirm(deps, actor!, body.code, request.ip ?? null), { audit: true });
  route(app, twoFactorApi.disable, ({ actor, body, request }) => tf.disable(deps, actor!, body.code, request.ip ?? null), { audit: true });
  route(app, twoFactorApi.stepUp, ({ actor, body, request }) => tf.stepUp(deps, actor!, body.code, request.ip ?? null), { audit: true });
  route(app, twoFactorApi.organizationSecurity, ({ actor, body }) => tf.setOrganizationSecurity(deps, actor!, body.requiresTwoFactor), { audit: true });
  route(app, twoFactorApi.notices, ({ actor }) => notices.listNotices(deps, actor!));
  route(app, twoFactorApi.readNotice, ({ actor, params }) => notices.readNotice(deps, actor!, params.id));
}
