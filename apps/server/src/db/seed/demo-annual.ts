import { annualRowValues, periodOfInstant, type DeclarationType } from '@pensia/domain';
import type { Transaction } from 'kysely';
import * as repo from '../../modules/annual/annual.repository.ts';
import { declaredYearOf, storedOf } from '../../modules/annual/annual-view.ts';
import type { Database } from '../schema.ts';

/**
 * The demo employer's annual declaration of the year before last (its last months are in the demo
 * declarations), open: a row for every person its months declared, the first with a year-end bonus of
 * 1,200.00 the months did not declare. Last year is left for the employer to make.
 */
export async function seedDemoAnnual(trx: Transaction<Database>, now: Date, organizationId: string) {
  const year = periodOfInstant(now).year - 2;
  const declared = declaredYearOf(await repo.declaredMonths(trx, organizationId, year));
  if (declared.size === 0) return;
  const decls = await repo.yearDeclarations(trx, organizationId, year);
  const type = (decls.at(-1)?.type ?? 'standard') as DeclarationType;
  const { id } = await repo.insertAnnual(trx, { organizationId, year, type, createdBy: null, now });
  const ref = { id, organizationId };
  const rows = [...declared.values()].map((d, i) => {
    const amounts = { grossSalary: d.grossSalary + (i === 0 ? 120_000n : 0n), additionalBenefits: d.additionalBenefits, nonCashBenefits: d.nonCashBenefits };
    const { personalNumber, firstName, lastName, birthDate, gender, optIn } = d;
    return storedOf(annualRowValues({ personalNumber, firstName, lastName, birthDate, gender, optIn }, amounts, d, type));
  });
  await repo.insertDetails(trx, ref, rows, now);
  await repo.refreshAnnual(trx, ref, now);
}
