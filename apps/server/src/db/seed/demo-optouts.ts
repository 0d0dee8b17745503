import { optOutWindow, periodOfInstant, type DeclarationForm, type DeclarationType } from '@pensia/domain';
import { sql, type Transaction } from 'kysely';
import { acceptUpload } from '../../modules/files/files.service.ts';
import { databaseFileStorage } from '../../modules/files/file-storage.ts';
import '../../modules/optout/optout.table.ts';
import { giveBackAndWithdraw } from '../../modules/optout/optout-operator.service.ts';
import { recomputeTotals } from '../../modules/declarations/declarations.repository.ts';
import { demoDetailRow } from './demo-declarations.ts';
import { demoPdf } from './demo-refunds.ts';
import type { Database } from '../schema.ts';

/**
 * People of the demo employer who may opt out of the scheme: 40 or older on 6 August 2018, first declared
 * (their first contribution) two months ago, so their window (the 3rd to the 5th month) is open today. One has
 * a request waiting for the agency, one a request the agency rejected; the others have none yet.
 */
export const DEMO_OPTOUT_PEOPLE = [
  { personalNumber: '35001000101', firstName: 'თემურ', lastName: 'გოგოლაძე', birthDate: '1969-04-12', gender: 'male' as const },
  { personalNumber: '35001000102', firstName: 'ნანა', lastName: 'ქავთარაძე', birthDate: '1972-10-03', gender: 'female' as const },
  { personalNumber: '35001000103', firstName: 'ოთარ', lastName: 'ლომიძე', birthDate: '1966-01-25', gender: 'male' as const },
  { personalNumber: '35001000104', firstName: 'მზია', lastName: 'დოლიძე', birthDate: '1970-07-19', gender: 'female' as const },
  { personalNumber: '35001000105', firstName: 'რევაზ', lastName: 'ცერცვაძე', birthDate: '1974-02-08', gender: 'male' as const },
  { personalNumber: '35001000106', firstName: 'ლევან', lastName: 'ბერიძე', birthDate: '1968-09-14', gender: 'male' as const },
] as const;
/** Who has a request in the demo: the first a new one, the second a rejected one, the sixth a satisfied one. */
export const DEMO_OPTOUTS = { pending: DEMO_OPTOUT_PEOPLE[0], rejected: DEMO_OPTOUT_PEOPLE[1], satisfied: DEMO_OPTOUT_PEOPLE[5] } as const;

/**
 * Adds the people to the demo employer's activated declaration of two months ago (its totals follow) and to
 * its employees. Runs before the seed writes the ledger from the declarations.
 */
export async function seedDemoOptOutPeople(trx: Transaction<Database>, now: Date, organizationId: string) {
  const current = periodOfInstant(now);
  const index = current.year * 12 + (current.month - 1) - 2;
  const period = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  const d = await trx
    .selectFrom('declarations')
    .select(['id', 'form', 'type'])
    .where('organizationId', '=', organizationId)
    .where('year', '=', period.year)
    .where('month', '=', period.month)
    .where('status', 'in', ['open', 'closed'])
    .executeTakeFirstOrThrow();
  const { last } = await trx.selectFrom('declarationDetails').select(sql<number>`coalesce(max(row_number), 0)::int`.as('last')).where('declarationId', '=', d.id).executeTakeFirstOrThrow();
  const created = new Date(Date.UTC(period.month === 12 ? period.year + 1 : period.year, period.month === 12 ? 0 : period.month, 10, 8));
  await trx
    .insertInto('declarationDetails')
    .values(
      DEMO_OPTOUT_PEOPLE.map((p, i) =>
        demoDetailRow({ declarationId: d.id, organizationId, rowNumber: Number(last) + i + 1, person: p, type: d.type as DeclarationType, form: d.form as DeclarationForm, grossSalary: 150_000n + BigInt(i) * 25_000n, created }),
      ),
    )
    .execute();
  await recomputeTotals(trx, { id: d.id, organizationId });
  await trx.insertInto('employees').values(DEMO_OPTOUT_PEOPLE.map((p) => ({ ...p, organizationId }))).execute();

  // the requests: one waiting, one rejected, one satisfied (its person withdrawn), each with the employee's written request
  const window = optOutWindow(period);
  const day = (offset: number) => new Date(now.getTime() - offset * 86_400_000);
  const requests = [
    { p: DEMO_OPTOUTS.pending, status: 'new', createdAt: day(2), decidedAt: null, reason: null, comment: 'დასაქმებული ითხოვს სქემიდან გასვლას.' },
    { p: DEMO_OPTOUTS.rejected, status: 'rejected', createdAt: day(3), decidedAt: day(1), reason: 'განცხადებას არ ახლავს დასაქმებულის ხელმოწერა; გთხოვთ, წარმოადგინოთ ხელმოწერილი განცხადება.', comment: null },
    { p: DEMO_OPTOUTS.satisfied, status: 'satisfied', createdAt: day(4), decidedAt: day(1), reason: null, comment: 'დასაქმებულმა წარმოადგინა ხელმოწერილი განცხადება.' },
  ] as const;
  for (const r of requests) {
    const { p } = r;
    const request = await trx
      .insertInto('optoutRequests')
      .values({
        organizationId,
        personalNumber: p.personalNumber,
        firstName: p.firstName,
        lastName: p.lastName,
        birthDate: p.birthDate,
        gender: p.gender,
        joinedYear: period.year,
        joinedMonth: period.month,
        windowOpens: window.opens,
        windowCloses: window.closes,
        comment: r.comment,
        status: r.status,
        decisionReason: r.reason,
        decidedAt: r.decidedAt,
        createdAt: r.createdAt,
        updatedAt: r.decidedAt ?? r.createdAt,
      })
      .returning(['id', 'number'])
      .executeTakeFirstOrThrow();
    // satisfied as the agency satisfies one: what was converted given back, the person withdrawn
    if (r.status === 'satisfied') await giveBackAndWithdraw(trx, { id: request.id, number: request.number, personalNumber: p.personalNumber }, { now: r.decidedAt, userId: null, reason: null });
    const file = await databaseFileStorage.put(trx, { ...acceptUpload({ fileName: `optout-request-${request.number}.pdf`, bytes: demoPdf(`Opt-out request ${request.number}`) }), createdBy: null });
    await trx.insertInto('optoutDocuments').values({ requestId: request.id, fileId: file.id, docType: 'employee_request' }).execute();
  }
}
