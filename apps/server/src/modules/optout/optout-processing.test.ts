import { periodOfInstant, type OperatorOptOutRequest, type OptOutRequest, type ProcessingJob } from '@pensia/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Deps } from '../../lib/deps.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { DEMO } from '../../test/test-app.ts';
import { runJob } from '../processing/processing.runner.ts';
import { runSettled } from '../../test/processing-runs.ts';
import { startProcessing } from '../processing/processing.service.ts';
import { decide, file, joined, OP, optoutSuite, paidDeclaration, processMonth, refused } from '../../test/optout.ts';
import { ctx, operator, org1 } from '../../test/two-employers.ts';

optoutSuite();

// ── a decision and the monthly processing: never interleaved (0036) ──────────────────────────────────────

describe('a decision while the month is being processed', () => {
  const operatorActor = async () => {
    const op = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO.operator.username)
      .executeTakeFirstOrThrow();
    return {
      userId: op.id,
      sessionId: 'x',
      audience: 'operator' as const,
      role: 'operator' as const,
      organizationId: null,
    };
  };
  const deps = (): Deps => ctx.deps;
  /** A person in the window with processed contributions and a new request. */
  async function requested(personalNumber: string) {
    const person = { personalNumber, birthDate: '1969-09-09', gender: 'male' as const };
    await paidDeclaration(org1, joined, [{ ...person, base: 250_000n }]);
    expect((await processMonth(joined)).status).toBe('done');
    return { person, request: resultOf<OptOutRequest>(await file(personalNumber)) };
  }
  const fillers = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      personalNumber: `${prefix}${String(i).padStart(3, '0')}`,
      birthDate: '1992-02-02',
      gender: 'female' as const,
      base: 150_000n,
    }));
  const counts = async (personalNumber: string) => {
    const { rows } = await sql<{ contributions: number; returned: number; withdrawn: number }>`
      select (select count(*)::int from participant_contributions where personal_number = ${personalNumber}) as contributions,
             (select count(*)::int from optout_returned_contributions r join participant_contributions c using (declaration_detail_id, source) where c.personal_number = ${personalNumber}) as returned,
             (select count(*)::int from scheme_withdrawals where personal_number = ${personalNumber}) as withdrawn`.execute(
      ctx.db,
    );
    return rows[0]!;
  };

  it('is refused while a run holds a declaration with the person, in every language, changing nothing; decided once the run is done, it gives back what the run converted', async () => {
    const { person, request } = await requested('35009000201');
    const now = periodOfInstant(ctx.clock.now());
    await paidDeclaration(org1, now, [{ ...person, base: 250_000n }, ...fillers('35019000', 5)]);
    const { job } = await startProcessing(deps(), await operatorActor(), now);
    const period = `${String(now.month).padStart(2, '0')}.${now.year}`;
    await refused(
      (lang) => decide(request.id, { decision: 'satisfy' }, operator, lang),
      409,
      'OPTOUT_PROCESSING_RUNNING',
      {},
      { period },
    );
    expect(await counts(person.personalNumber)).toEqual({ contributions: 3, returned: 0, withdrawn: 0 });

    await runJob(deps(), job.id);
    const decided = resultOf<OperatorOptOutRequest>(await decide(request.id, { decision: 'satisfy' }));
    expect(decided.status).toBe('satisfied');
    // both months' contributions given back: the run is seen whole, after it
    expect(await counts(person.personalNumber)).toEqual({ contributions: 6, returned: 6, withdrawn: 1 });
  });

  it('started at the same moment as the processing: either the decision comes first and the run sees the person withdrawn, or the run first and the decision is refused until it is done', async () => {
    const outcomes: string[] = [];
    for (let trial = 0; trial < 3; trial++) {
      const { person, request } = await requested(`3500900030${trial}`);
      const now = periodOfInstant(ctx.clock.now());
      await paidDeclaration(org1, now, [...fillers(`3502900${trial}`, 20), { ...person, base: 250_000n }]);
      // sent in either order: which one the database takes first is up to it
      const start = () => ctx.inject({ method: 'POST', url: `${OP}/processing`, token: operator, payload: now });
      const satisfy = () => decide(request.id, { decision: 'satisfy' });
      const [started, decision] =
        trial % 2 === 0
          ? await Promise.all([start(), satisfy()])
          : await Promise.all([satisfy(), start()]).then(([d, s]) => [s, d] as const);
      const job = resultOf<ProcessingJob>(started);
      await runSettled(ctx.db, job.id);
      const { rows: row } = await sql<{ contributing: boolean }>`
        select contributing from participant_account_rows where personal_number = ${person.personalNumber} and year = ${now.year} and month = ${now.month}`.execute(
        ctx.db,
      );
      if (decision.statusCode === 200 && !row[0]?.contributing) {
        // the decision first: the run saw the person withdrawn — no contribution of this month, nothing left unreturned
        outcomes.push('decision first');
        expect(row).toEqual([{ contributing: false }]);
        expect(await counts(person.personalNumber)).toEqual({ contributions: 3, returned: 3, withdrawn: 1 });
      } else if (decision.statusCode === 200) {
        // the run first and done before the decision: the decision gave back this month too
        outcomes.push('run, then decision');
        expect(await counts(person.personalNumber)).toEqual({ contributions: 6, returned: 6, withdrawn: 1 });
      } else {
        // the run first: the decision was refused and changed nothing; this month converted in full
        outcomes.push('run first');
        expectResultError(decision, 409, 'OPTOUT_PROCESSING_RUNNING');
        expect(row).toEqual([{ contributing: true }]);
        expect(await counts(person.personalNumber)).toEqual({ contributions: 6, returned: 0, withdrawn: 0 });
        expect(resultOf<OperatorOptOutRequest>(await decide(request.id, { decision: 'satisfy' })).status).toBe(
          'satisfied',
        );
        expect(await counts(person.personalNumber)).toEqual({ contributions: 6, returned: 6, withdrawn: 1 });
      }
    }
    expect(outcomes).toHaveLength(3);
  });

  it('is not held by a declaration marked as being processed when no run is going (a stopped run resumes later)', async () => {
    const { person, request } = await requested('35009000401');
    const now = periodOfInstant(ctx.clock.now());
    const id = await paidDeclaration(org1, now, [{ ...person, base: 250_000n }]);
    const marked = await sql`update declarations set is_processing = true where id = ${id}`.execute(ctx.db);
    expect(Number(marked.numAffectedRows)).toBe(1);
    try {
      expect(resultOf<OperatorOptOutRequest>(await decide(request.id, { decision: 'satisfy' })).status).toBe(
        'satisfied',
      );
      expect((await counts(person.personalNumber)).withdrawn).toBe(1);
    } finally {
      await sql`update declarations set is_processing = false where id = ${id}`.execute(ctx.db);
    }
  });
});
