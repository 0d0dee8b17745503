import { dateOfInstant, type ProcessingPreview } from '@pensia/domain';
import type { Deps } from '../../lib/deps.ts';
import { hasPendingSwitches } from '../portfolios/portfolio-switch.service.ts';
import { runningRunOf } from './processing.repository.ts';
import { monthCandidates, refuseFutureMonth } from './processing.service.ts';

/**
 * What a start of the month would process now (docs/decisions/0081), read as the start reads it: the paid
 * declarations not yet processed and their rows, the unpaid ones, whether a run of it is under way. Nothing
 * is written; a month in the future is refused as the start refuses it.
 */
export async function previewProcessing(deps: Deps, period: { year: number; month: number }): Promise<ProcessingPreview> {
  refuseFutureMonth(dateOfInstant(deps.clock.now()), period);
  const { candidates, paid } = await monthCandidates(deps.db, period);
  return {
    year: period.year,
    month: period.month,
    declarations: paid.length,
    rows: paid.reduce((s, d) => s + d.rowCount, 0),
    unpaidDeclarations: candidates.length - paid.length,
    running: (await runningRunOf(deps.db, period)) !== undefined,
    pendingSwitches: await hasPendingSwitches(deps.db),
  };
}
