import { sendDownload } from '../../lib/download.ts';
import { detailedBalanceExportApi, detailedBalanceMonthApi, financeApi, operatorFinanceApi, paymentOrderApi, PDF_TYPE, transactionsApi, XLSX_CONTENT_TYPE } from '@pensia/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { detailedBalanceMonth } from './balance.service.ts';
import * as fines from './fines.service.ts';
import { paymentOrder } from './payment-order.service.ts';
import * as transactions from './transactions.service.ts';
import { sendExport } from '../exports/export-routes.ts';

const sendFile = (reply: FastifyReply, contentType: string, file: { file: Buffer; fileName: string }) => sendDownload(reply, contentType, file.fileName, file.file);

/** The organization's money: fines (employer reads under finance, operator writes under the back office). */
export function financeRoutes(app: FastifyInstance, deps: Deps) {
  route(app, financeApi.finesPaymentList, ({ actor, query }) => fines.finesPaymentList(deps, actor!, query));
  route(app, transactionsApi.list, ({ actor, query }) => transactions.listTransactions(deps, actor!, query));
  route(app, transactionsApi.export, ({ actor, query, request, reply }) =>
    sendExport(app, deps, { request, reply }, XLSX_CONTENT_TYPE, () => transactions.exportTransactions(deps, actor!, query, langOf(request))) as never,
  );
  route(app, detailedBalanceExportApi.export, ({ actor, params, query, request, reply }) =>
    sendExport(app, deps, { request, reply }, XLSX_CONTENT_TYPE, () => transactions.exportDetailedBalance(deps, actor!, params.id, query, langOf(request))) as never,
  );
  route(app, detailedBalanceMonthApi.month, ({ actor, params, query }) => detailedBalanceMonth(deps, actor!, params.id, params.month, query));
  route(app, paymentOrderApi.download, async ({ actor, query, reply, request }) => sendFile(reply, PDF_TYPE, await paymentOrder(deps, actor!, query, langOf(request))));

  route(app, operatorFinanceApi.fines, ({ query }) => fines.listFines(deps, query));
  route(app, operatorFinanceApi.fineCandidates, ({ query }) => fines.fineCandidates(deps, query));
  route(app, operatorFinanceApi.imposeFine, async ({ actor, body, request }) => {
    const fine = await fines.imposeFine(deps, actor!, body, idempotencyKeyOf(request));
    request.auditTarget = { organizationId: fine.organizationId, targetId: fine.id };
    return fine;
  }, { audit: true });
  route(app, operatorFinanceApi.fineStatus, async ({ actor, params, body, request }) => {
    const fine = await fines.changeFineStatus(deps, actor!, params.id, body, idempotencyKeyOf(request));
    request.auditTarget = { organizationId: fine.organizationId, targetId: fine.id };
    return fine;
  }, { audit: true });
}
