import { parseMoney, periodOfInstant, reversalRow, withdrawalFor, type DeclarationType } from '@pensia/domain';
import type { Transaction } from 'kysely';
import * as declarations from '../../modules/declarations/declarations.repository.ts';
import { acceptUpload } from '../../modules/files/files.service.ts';
import { databaseFileStorage } from '../../modules/files/file-storage.ts';
import { recordContributionAdjustment } from '../../modules/finance/ledger.service.ts';
import * as repo from '../../modules/reversals/reversals.repository.ts';
import { originalOf, storedOf } from '../../modules/reversals/reversals.service.ts';
import type { Database } from '../schema.ts';
import { demoPdf } from './demo-refunds.ts';
import { DEMO_REVENUE_INCOME_HIGHER, DEMO_REVENUE_INCOME_HIGHER_MONTHS_AGO } from './demo-revenue.ts';

/**
 * The demo employer's reversing declaration (docs/decisions/0021): the closed month in which the Revenue
 * Service was told of a higher income of its first person than the declaration said (demo-revenue.ts) is
 * corrected by that much, with the signed reversal attached, and completed — written as the reversals
 * module writes a reversal created, given its row and document, then completed: totals from its rows, the
 * declaration's "has reversal" state and correcting amount, and the difference in the ledger as one
 * `contribution_adjustment`. Runs after the ledger has the seeded documents' movements.
 */
export async function seedDemoReversals(trx: Transaction<Database>, now: Date, organizationId: string) {
  const current = periodOfInstant(now);
  const index = current.year * 12 + (current.month - 1) - DEMO_REVENUE_INCOME_HIGHER_MONTHS_AGO;
  const declaration = await trx
    .selectFrom('declarations')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .where('year', '=', Math.floor(index / 12))
    .where('month', '=', (index % 12) + 1)
    .where('status', '=', 'closed')
    .executeTakeFirst();
  if (!declaration) return;
  // the person the Revenue Service knows with the higher income: the first by personal number, as there
  const original = await trx
    .selectFrom('declarationDetails')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .where('declarationId', '=', declaration.id)
    .orderBy('personalNumber')
    .executeTakeFirst();
  if (!original) return;

  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000);
  const created = day(9);
  const completed = day(8);

  const { id } = await repo.insertReversal(trx, { organizationId, declarationId: declaration.id, createdBy: null, now: created });
  const ref = { id, organizationId };
  await repo.refreshReversal(trx, ref, created);
  await repo.refreshDeclarationReversals(trx, organizationId, declaration.id, created);

  const withdrawn = await declarations.withdrawnPeople(trx, declaration, [original.personalNumber]);
  const row = reversalRow(
    { personalNumber: original.personalNumber, lastName: original.lastName, entry: 'change', amounts: { grossSalary: DEMO_REVENUE_INCOME_HIGHER } },
    originalOf(original),
    { type: declaration.type as DeclarationType, withdrawnFrom: withdrawalFor(withdrawn, original.personalNumber, declaration) },
  );
  if (!row.ok) throw new Error(`demo reversal row refused: ${JSON.stringify(row.fields)}`);
  await repo.insertDetails(trx, ref, [storedOf(row.row)], created);
  await repo.refreshReversal(trx, ref, created);

  const r = await trx.selectFrom('reversedDeclarations').select('number').where('id', '=', id).executeTakeFirstOrThrow();
  const file = await databaseFileStorage.put(trx, { ...acceptUpload({ fileName: `reversal-${r.number}.pdf`, bytes: demoPdf(`Reversing declaration ${r.number}`) }), createdBy: null });
  await repo.linkDocument(trx, ref, file.id, created);
  await repo.bumpVersion(trx, ref, created);

  const done = await repo.refreshReversal(trx, ref, completed, { status: 'completed', completedAt: completed, completedBy: null });
  await recordContributionAdjustment(trx, {
    organizationId,
    reversalId: id,
    difference: parseMoney(done.difference) ?? 0n,
    completedAt: completed,
    createdBy: null,
    systemReason: { code: 'REVERSAL', params: { number: String(declaration.number), month: `${declaration.year}-${String(declaration.month).padStart(2, '0')}` } },
  });
  await repo.refreshDeclarationReversals(trx, organizationId, declaration.id, completed);
}
