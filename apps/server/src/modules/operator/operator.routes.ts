import { operatorApi } from '@pensia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { Accepted, route } from '../../lib/route.ts';
import { readMultipart } from '../files/files.service.ts';
import { clientInfoOf } from '../user/client-info.ts';
import type { Kind } from '../nbo/correspondence.service.ts';
import { defineSendQueue, queueSend, waitForSend } from '../nbo/dispatch.jobs.ts';
import * as dispatch from '../nbo/dispatch.service.ts';
import * as operator from './operator.service.ts';

/** The agency's back office (`/api/operator/v1`): operators only. */
export function operatorRoutes(app: FastifyInstance, deps: Deps) {
  route(app, operatorApi.organizations, ({ query }) => operator.searchOrganizations(deps, query));
  route(app, operatorApi.actOnBehalf, async ({ actor, params, request }) => {
    const result = await operator.actOnBehalf(deps, actor!, params.id, clientInfoOf(request));
    request.auditTarget = { organizationId: result.organization.id, targetId: result.organization.id };
    return result;
  }, { audit: true });

  // a send stores the item `sending` and queues its job; the request waits for it up to LOAD_WAIT_MS (0087)
  defineSendQueue(app, deps);
  const send = async (kind: Kind, request: FastifyRequest) => {
    const form = await readMultipart(request, { fileField: 'attachments' });
    const id = await dispatch.acceptCorrespondence(deps, request.actor!, kind, form);
    request.auditTarget = { targetId: id };
    return queueAndWait(kind, id, request);
  };
  const queueAndWait = async (kind: Kind, id: string, request: FastifyRequest) => {
    await queueSend(app.jobs, kind, id, { correlationId: String(request.id) });
    const state = await waitForSend(deps, kind, id, deps.config.loadWaitMs);
    return 'recipientCount' in state ? state : new Accepted({ _id: id, status: state.status === 'failed' ? ('failed' as const) : ('sending' as const) });
  };
  // a failed send sent again, from where it stopped (0089)
  const sendAgain = async (kind: Kind, id: string, request: FastifyRequest) => {
    await dispatch.sendAgain(deps, kind, id);
    request.auditTarget = { targetId: id };
    return queueAndWait(kind, id, request);
  };
  route(app, operatorApi.sendLetter, ({ request }) => send('letter', request), { audit: true });
  route(app, operatorApi.sendNotification, ({ request }) => send('notification', request), { audit: true });
  route(app, operatorApi.resendLetter, ({ params, request }) => sendAgain('letter', params.id, request), { audit: true });
  route(app, operatorApi.resendNotification, ({ params, request }) => sendAgain('notification', params.id, request), { audit: true });

  route(app, operatorApi.sentLetters, ({ query }) => dispatch.listSent(deps, 'letter', query));
  route(app, operatorApi.sentNotifications, ({ query }) => dispatch.listSent(deps, 'notification', query));
  route(app, operatorApi.sentLetter, ({ params }) => dispatch.getSent(deps, 'letter', params.id));
  route(app, operatorApi.sentNotification, ({ params }) => dispatch.getSent(deps, 'notification', params.id));
  route(app, operatorApi.letterRecipients, ({ params, query }) => dispatch.listRecipients(deps, 'letter', params.id, query));
  route(app, operatorApi.notificationRecipients, ({ params, query }) => dispatch.listRecipients(deps, 'notification', params.id, query));
  route(app, operatorApi.letterAttachment, ({ params, reply }) => dispatch.downloadSentAttachment(deps, 'letter', reply, params.id, params.attachmentId) as never);
  route(app, operatorApi.notificationAttachment, ({ params, reply }) =>
    dispatch.downloadSentAttachment(deps, 'notification', reply, params.id, params.attachmentId) as never,
  );

  route(app, operatorApi.auditLog, ({ query }) => operator.auditLog(deps, query));
  route(app, operatorApi.operators, () => operator.operators(deps));
  route(app, operatorApi.nameChanges, ({ query }) => operator.nameChanges(deps, query));
}
