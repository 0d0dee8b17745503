import { processingApi } from '@pensia/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { requeueWhenReady } from '../../lib/job-wait.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { readMultipart } from '../files/files.service.ts';
import { processingQueue, queueLeftRuns, queueRun } from './processing.jobs.ts';
import { previewProcessing } from './processing-preview.service.ts';
import { startProcessing, getJob, listJobs, toJob } from './processing.service.ts';
import * as prices from './unit-prices.service.ts';

/** How soon a resumption the database refused is tried again. */
const RESUME_RETRY_MS = 30_000;

/** Unit prices and the monthly processing (`/api/operator/v1`, operators only, writes audited). */
export function processingRoutes(app: FastifyInstance, deps: Deps) {
  route(app, processingApi.unitPrices, ({ query }) => prices.listUnitPrices(deps, query));
  route(app, processingApi.conversionPrice, () => prices.conversionPrice(deps));
  route(app, processingApi.setUnitPrice, async ({ actor, params, body }) => {
    return prices.setUnitPrice(deps, actor!, params.date, body.price);
  }, { audit: true });
  route(app, processingApi.importUnitPrices, async ({ actor, request }) => {
    const form = await readMultipart(request, { fileField: 'file', maxFiles: 1 });
    return prices.importUnitPrices(deps, actor!, form.files[0]);
  }, { audit: true });

  route(app, processingApi.start, async ({ actor, body, request }) => {
    const { job } = await startProcessing(deps, actor!, body);
    request.auditTarget = { targetId: job.id };
    if (job.status === 'running') await queueRun(app.jobs, job, { correlationId: String(request.id) });
    return toJob(job, langOf(request));
  }, { audit: true });
  route(app, processingApi.preview, ({ query }) => previewProcessing(deps, query));
  route(app, processingApi.jobs, ({ query, request }) => listJobs(deps, query, langOf(request)));
  route(app, processingApi.job, ({ params, request }) => getJob(deps, params.id, langOf(request)));

  // Runs are jobs of the durable queue: any server takes them, a server that dies hands them over (0073).
  // A run left running without a job (its tries ran out while the database was down, or it was started before
  // the queue) is queued again when a server is ready. A database that is not there at start does not stop the
  // server from starting (it answers 503 meanwhile, docs/decisions/0010): this is tried again until it answers.
  app.jobs.define(processingQueue(deps));
  requeueWhenReady(app, 'processing', () => queueLeftRuns(deps, app.jobs), RESUME_RETRY_MS);
}
