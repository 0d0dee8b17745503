import { sendDownload } from '../../lib/download.ts';
import { participantApi, PDF_TYPE } from '@pensia/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { clientInfoOf } from '../user/client-info.ts';
import * as auth from '../user/auth.service.ts';
import * as handover from '../user/handover.service.ts';
import { participantAccount } from './participant.service.ts';
import { employeeStatement, participantStatement } from './participant-statement.ts';



const sendPdf = (reply: FastifyReply, file: { file: Buffer; fileName: string }) => sendDownload(reply, PDF_TYPE, file.fileName, file.file);

const PUBLIC_LIMIT = 60;

/** The participant site's sign-in, the participant's own account, and the employer's statement of one person. */
export function participantRoutes(app: FastifyInstance, deps: Deps) {
  route(app, participantApi.exchange, async ({ body, request }) => {
    const result = await handover.exchange(deps, body.token, clientInfoOf(request));
    if (!result.isValid) request.auditRefusal = 'HANDOVER_INVALID';
    return result;
  }, { audit: true, rateLimitPerMinute: PUBLIC_LIMIT });
  route(app, participantApi.firstSignIn, ({ body }) => handover.firstSignIn(deps, body), { audit: true, rateLimitPerMinute: PUBLIC_LIMIT });
  route(app, participantApi.refresh, ({ body, request }) => auth.refresh(deps, 'participant', body.refreshToken, langOf(request)), { rateLimitPerMinute: PUBLIC_LIMIT });
  route(app, participantApi.account, ({ actor }) => participantAccount(deps, actor!));
  route(app, participantApi.statement, async ({ actor, reply, request }) => sendPdf(reply, await participantStatement(deps, actor!, langOf(request))));
  route(app, participantApi.employeeStatement, async ({ actor, params, query, reply, request }) =>
    sendPdf(reply, await employeeStatement(deps, actor!, params.personalNumber, query.year, langOf(request))),
  );
}
