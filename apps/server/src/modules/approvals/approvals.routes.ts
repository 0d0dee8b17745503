import { approvalApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import * as svc from './approvals.service.ts';

/** Four eyes (`/api/user/v1/approvals`): every decision audited, with the request it decides as its target. */
export function approvalRoutes(app: FastifyInstance, deps: Deps) {
  route(app, approvalApi.list, ({ actor, query }) => svc.listApprovals(deps, actor!, query));
  route(app, approvalApi.get, ({ actor, params }) => svc.getApproval(deps, actor!, params.id));
  route(app, approvalApi.submit, async ({ actor, body, request }) => {
    const approval = await svc.submitForApproval(deps, actor!, body);
    request.auditTarget = { targetId: approval.id };
    return approval;
  }, { audit: true });
  route(app, approvalApi.approve, async ({ actor, params, request }) => {
    request.auditTarget = { targetId: params.id };
    return svc.approve(deps, actor!, params.id);
  }, { audit: true });
  route(app, approvalApi.sendBack, async ({ actor, params, body, request }) => {
    request.auditTarget = { targetId: params.id };
    return svc.sendBack(deps, actor!, params.id, body.comment);
  }, { audit: true });
  route(app, approvalApi.withdraw, async ({ actor, params, request }) => {
    request.auditTarget = { targetId: params.id };
    return svc.withdraw(deps, actor!, params.id);
  }, { audit: true });
  route(app, approvalApi.setting, ({ actor, body }) => svc.setRequirement(deps, actor!, body), { audit: true });
}
