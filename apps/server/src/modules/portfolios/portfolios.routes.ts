import { portfolioApi, portfolioSwitchApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { readMultipart } from '../files/files.service.ts';
import { loadInflation } from './inflation.service.ts';
import { participantPortfolio } from './participant-portfolio.service.ts';
import { listReportLoads, loadPortfolioReport } from './portfolio-reports.service.ts';
import { cancelSwitch, listSwitches, requestSwitch, switchView } from './portfolio-switch.service.ts';

/** Portfolio reports and inflation figures (operators, loads audited), the participant's own portfolio and their switches (audited). */
export function portfolioRoutes(app: FastifyInstance, deps: Deps) {
  route(app, portfolioApi.loadReport, async ({ actor, request }) => {
    const form = await readMultipart(request, { fileField: 'file', maxFiles: 1 });
    return loadPortfolioReport(deps, actor!, form.files[0]);
  }, { audit: true });
  route(app, portfolioApi.loadInflation, async ({ actor, request }) => {
    const form = await readMultipart(request, { fileField: 'file', maxFiles: 1 });
    return loadInflation(deps, actor!, form.files[0]);
  }, { audit: true });
  route(app, portfolioApi.reportLoads, ({ query, request }) => listReportLoads(deps, query, langOf(request)));
  route(app, portfolioApi.mine, ({ actor }) => participantPortfolio(deps, actor!));
  route(app, portfolioSwitchApi.mine, ({ actor, request }) => switchView(deps, actor!, langOf(request)));
  route(app, portfolioSwitchApi.request, ({ actor, body, request }) => requestSwitch(deps, actor!, body, idempotencyKeyOf(request)), { audit: true });
  route(app, portfolioSwitchApi.cancel, ({ actor, params }) => cancelSwitch(deps, actor!, params.id), { audit: true });
  route(app, portfolioSwitchApi.list, ({ query }) => listSwitches(deps, query));
}
