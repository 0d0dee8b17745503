import { randomUUID } from 'node:crypto';
import { periodOfInstant, type OperatorOptOutRequest, type OptOutCheck, type OptOutRequest } from '@pensia/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_OPTOUTS } from '../../db/seed/demo-optouts.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { DEMO } from '../../test/test-app.ts';
import { balance, decide, doc, file, get, joined, OP, optoutSuite, paidDeclaration, processMonth, refused } from '../../test/optout.ts';
import { ctx, employer, employer2, operator, org1, org2, type Page } from '../../test/two-employers.ts';

optoutSuite();

// ── satisfying: the contributions given back and the person withdrawn ────────────────────────────────────

describe('the operator satisfies a request', () => {
  const person = { personalNumber: '35009000001', birthDate: '1968-03-03', gender: 'male' as const };

  it('gives the contributions back — one movement to each employer that paid them — and withdraws the person; later rows carry no contributions', async () => {
    // declared and paid by both demo employers two months ago, processed into the account
    await paidDeclaration(org1, joined, [{ ...person, base: 300_000n }]);
    await paidDeclaration(org2, joined, [{ ...person, base: 100_000n }]);
    const job = await processMonth(joined);
    expect(job.status).toBe('done');
    const { rows: contributions } = await sql<{ source: string; organizationId: string; amount: string }>`
      select source, organization_id as "organizationId", amount::text as amount from participant_contributions where personal_number = ${person.personalNumber} order by organization_id, source`.execute(
      ctx.db,
    );
    const paid = (org: string) =>
      contributions
        .filter((c) => c.organizationId === org && c.source !== 'state')
        .reduce((s, c) => s + BigInt(c.amount.replace('.', '')), 0n);
    const state = contributions
      .filter((c) => c.source === 'state')
      .reduce((s, c) => s + BigInt(c.amount.replace('.', '')), 0n);
    expect(paid(org1)).toBe(12_000n); // 2% + 2% of 3,000 GEL
    expect(paid(org2)).toBe(4_000n);
    expect(state).toBe(8_000n); // 2% of 4,000 GEL

    const request = resultOf<OptOutRequest>(await file(person.personalNumber));
    const list = resultOf<Page<OperatorOptOutRequest>>(
      await ctx.inject({ method: 'GET', url: `${OP}/optout-requests?status=new&pageSize=200`, token: operator }),
    );
    expect(list.items.find((r) => r.id === request.id)).toMatchObject({
      organizationCode: DEMO.employer.code,
      status: 'new',
      returned: null,
    });
    expect(list.items.every((r) => r.status === 'new')).toBe(true);
    const d0 = await ctx.inject({
      method: 'GET',
      url: `${OP}/optout-requests/${request.id}/documents/${request.documents[0]!.id}`,
      token: operator,
    });
    expect(d0.statusCode).toBe(200);
    expectResultError(
      await ctx.inject({
        method: 'GET',
        url: `${OP}/optout-requests/${request.id}/documents/${randomUUID()}`,
        token: operator,
      }),
      404,
      'RECORD_NOT_FOUND',
    );

    const [b1, b2] = [await balance(employer), await balance(employer2)];
    // three decisions at once: one is taken, the others find it decided
    const answers = await Promise.all([0, 1, 2].map(() => decide(request.id, { decision: 'satisfy' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const decided = (answers.find((a) => a.statusCode === 200)!.json() as { result: OperatorOptOutRequest }).result;
    expect(decided).toMatchObject({
      status: 'satisfied',
      returnedToOrganization: '120.00',
      returned: { employee: '80.00', organization: '80.00', state: '80.00' },
    });
    expect(decided.returned!.organizations.map((o) => [o.organizationCode, o.amount]).sort()).toEqual(
      [
        [DEMO.employer.code, '120.00'],
        [DEMO.employer2.code, '40.00'],
      ].sort(),
    );

    const movements = await ctx.db
      .selectFrom('ledgerMovements')
      .select(['kind', 'amount', 'organizationId', 'reason', 'reasonCode', 'reasonParams'])
      .where('sourceKind', '=', 'optout')
      .where('sourceId', '=', request.id)
      .orderBy('amount')
      .execute();
    const returned = { reason: null, reasonCode: 'OPTOUT', reasonParams: { number: request.number } };
    expect(movements).toEqual([
      { kind: 'contribution_returned', amount: '40.00', organizationId: org2, ...returned },
      { kind: 'contribution_returned', amount: '120.00', organizationId: org1, ...returned },
    ]);
    const up = (before: string, after: string) => BigInt(after.replace('.', '')) - BigInt(before.replace('.', ''));
    expect(up(b1, await balance(employer))).toBe(12_000n);
    expect(up(b2, await balance(employer2))).toBe(4_000n);
    // the employer sees what came back to it, never another employer's figure
    const mine = resultOf<OptOutRequest>(await get(`get-voluntaryOptout-request/${request.id}`));
    expect(mine).toMatchObject({ status: 'satisfied', returnedToOrganization: '120.00' });
    expect(JSON.stringify(mine)).not.toContain('40.00');
    expect(
      await ctx.db
        .selectFrom('optoutReturnedContributions')
        .select('source')
        .where('optoutRequestId', '=', request.id)
        .execute(),
    ).toHaveLength(contributions.length);

    // withdrawn: no new request, by either employer
    expect(
      resultOf<OptOutCheck>(
        await get(`declarations/checkvoluntaryoptoutclimecreate/${person.personalNumber}`, employer2),
      ),
    ).toMatchObject({ canCreate: false, refusal: 'OPTOUT_ALREADY_WITHDRAWN' });
    await refused((lang) => file(person.personalNumber, [doc()], employer, lang), 409, 'OPTOUT_ALREADY_WITHDRAWN');

    // this month's row carries no contributions
    const now = periodOfInstant(ctx.clock.now());
    await paidDeclaration(org1, now, [
      { ...person, base: 300_000n },
      { personalNumber: '35009000002', birthDate: '1990-01-01', gender: 'female', base: 100_000n },
    ]);
    expect((await processMonth(now)).status).toBe('done');
    const { rows: later } = await sql<{
      personalNumber: string;
      n: number;
    }>`select personal_number as "personalNumber", count(*)::int as n from participant_contributions
      where year = ${now.year} and month = ${now.month} and personal_number in ('35009000001', '35009000002') group by personal_number`.execute(
      ctx.db,
    );
    expect(later).toEqual([{ personalNumber: '35009000002', n: 3 }]);
    const { rows: accountRow } = await sql<{
      contributing: boolean;
    }>`select contributing from participant_account_rows where personal_number = ${person.personalNumber} and year = ${now.year} and month = ${now.month}`.execute(
      ctx.db,
    );
    expect(accountRow).toEqual([{ contributing: false }]);
  });

  it('rejects only with a reason; an unknown id is a 404, a bad decision a 400, in every language', async () => {
    const r = resultOf<OptOutRequest>(await file(DEMO_OPTOUTS.rejected.personalNumber));
    await refused((lang) => decide(r.id, { decision: 'reject' }, operator, lang), 400, 'VALIDATION_FAILED', {
      reason: 'decisionReasonRequired',
    });
    await refused(
      (lang) => decide(r.id, { decision: 'reject', reason: '  ' }, operator, lang),
      400,
      'VALIDATION_FAILED',
      { reason: 'decisionReasonRequired' },
    );
    await refused((lang) => decide(r.id, { decision: 'approve' }, operator, lang), 400, 'VALIDATION_FAILED', {
      decision: 'invalidType',
    });
    await refused((lang) => decide(randomUUID(), { decision: 'satisfy' }, operator, lang), 404, 'RECORD_NOT_FOUND');
    const rejected = resultOf<OperatorOptOutRequest>(
      await decide(r.id, { decision: 'reject', reason: 'ხელმოწერა არ ემთხვევა' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', decisionReason: 'ხელმოწერა არ ემთხვევა', returned: null });
    expect(await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceId', '=', r.id).execute()).toEqual([]);
    expect(
      await ctx.db
        .selectFrom('schemeWithdrawals')
        .select('personalNumber')
        .where('personalNumber', '=', DEMO_OPTOUTS.rejected.personalNumber)
        .execute(),
    ).toEqual([]);
    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['organizationId', 'status'])
      .where('targetId', '=', r.id)
      .where('route', 'like', '%decision')
      .execute();
    expect(audit).toEqual([{ organizationId: org1, status: 200 }]);
  });
});
