import { employerFinesApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { employerFines } from './employer-fines.service.ts';

/** The employer's own list of its fines (reads, finance group). */
export function employerFinesRoutes(app: FastifyInstance, deps: Deps) {
  route(app, employerFinesApi.list, ({ actor, query }) => employerFines(deps, actor!, query));
}
