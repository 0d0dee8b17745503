import { nboApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { correspondenceCount } from './nbo.service.ts';

export function nboRoutes(app: FastifyInstance, deps: Deps) {
  route(app, nboApi.count, ({ actor }) => correspondenceCount(deps, actor!));
}
