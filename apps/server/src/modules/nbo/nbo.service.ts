import type { CorrespondenceCount } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { countCorrespondence } from './nbo.repository.ts';

/** Counts of the caller's organization. Read from the primary: a letter just read must not reappear. */
export async function correspondenceCount(deps: Deps, actor: Actor): Promise<CorrespondenceCount> {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return countCorrespondence(deps.db, actor.organizationId);
}
