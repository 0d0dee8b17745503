import { revenueLoadsApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { recentLoads } from './revenue-loads.service.ts';

/** The operator's recent loads of the Revenue Service's filings (docs/decisions/0024). */
export function revenueLoadsRoutes(app: FastifyInstance, deps: Deps) {
  route(app, revenueLoadsApi.recent, ({ query }) => recentLoads(deps, query.limit));
}
