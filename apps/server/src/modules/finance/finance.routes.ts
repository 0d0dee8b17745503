import { financeApi, operatorFinanceApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import * as fines from './fines.service.ts';

/** The organization's money: fines (employer reads under finance, operator writes under the back office). */
export function financeRoutes(app: FastifyInstance, deps: Deps) {
  route(app, financeApi.finesPaymentList, ({ actor, query }) => fines.finesPaymentList(deps, actor!, query));

  route(app, operatorFinanceApi.fines, ({ query }) => fines.listFines(deps, query));
  route(app, operatorFinanceApi.fineCandidates, ({ query }) => fines.fineCandidates(deps, query));
  route(app, operatorFinanceApi.imposeFine, async ({ actor, body, request }) => {
    const fine = await fines.imposeFine(deps, actor!, body);
    request.auditTarget = { organizationId: fine.organizationId, targetId: fine.id };
    return fine;
  }, { audit: true });
  route(app, operatorFinanceApi.fineStatus, async ({ actor, params, body, request }) => {
    const fine = await fines.changeFineStatus(deps, actor!, params.id, body);
    request.auditTarget = { organizationId: fine.organizationId, targetId: fine.id };
    return fine;
  }, { audit: true });
}
