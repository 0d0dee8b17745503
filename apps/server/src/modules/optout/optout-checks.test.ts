import { errorMessage, LANGS, validationMessage, type NamedCode, type OptOutCheck, type OptOutRequest } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_OPTOUTS } from '../../db/seed/demo-optouts.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { F, FREE, get, joined, optoutSuite, pad, windowOf } from '../../test/optout.ts';
import { ctx, employer, employer2, org1, type Page } from '../../test/two-employers.ts';

optoutSuite();

describe('lists of the form and the demo requests', () => {
  it('names the statuses and document types in three languages', async () => {
    const statuses = resultOf<NamedCode[]>(await get('get-voluntaryOptout-status'));
    expect(statuses.map((s) => s.code)).toEqual(['new', 'satisfied', 'rejected']);
    const types = resultOf<NamedCode[]>(await get('get-voluntaryOptout-doctypes'));
    expect(types.map((s) => s.code)).toEqual(['employee_request', 'identity_document', 'other']);
    for (const t of [...types, ...statuses]) {
      expect(t.nameKa).toMatch(/[\u10D0-\u10FF]/);
      expect(t.nameRu).toMatch(/[\u0400-\u04FF]/);
    }
  });

  it("the demo employer has a request in each status, each with the written request; the satisfied one's person is withdrawn", async () => {
    const page = resultOf<Page<OptOutRequest>>(await get('get-voluntaryOptout-Climes'));
    const people = [DEMO_OPTOUTS.pending, DEMO_OPTOUTS.rejected, DEMO_OPTOUTS.satisfied].map((p) => p.personalNumber);
    const seeded = page.items.filter((r) => people.includes(r.personalNumber as never));
    expect(seeded.map((r) => [r.personalNumber, r.status]).sort()).toEqual([
      [DEMO_OPTOUTS.pending.personalNumber, 'new'],
      [DEMO_OPTOUTS.rejected.personalNumber, 'rejected'],
      [DEMO_OPTOUTS.satisfied.personalNumber, 'satisfied'],
    ]);
    const withdrawn = await ctx.db
      .selectFrom('schemeWithdrawals')
      .select(['personalNumber', 'optoutRequestId'])
      .where('personalNumber', 'in', people)
      .execute();
    expect(withdrawn).toEqual([
      {
        personalNumber: DEMO_OPTOUTS.satisfied.personalNumber,
        optoutRequestId: seeded.find((r) => r.status === 'satisfied')!.id,
      },
    ]);
    for (const r of seeded) {
      expect(r.documents).toEqual([
        expect.objectContaining({ docType: 'employee_request', contentType: 'application/pdf' }),
      ]);
      expect(r.joined).toBe(`${joined.year}-${pad(joined.month)}`);
      expect(r.window).toEqual(windowOf(joined));
    }
    expect(seeded.find((r) => r.status === 'rejected')!.decisionReason).toMatch(/[\u10D0-\u10FF]/);
    const onlyNew = resultOf<Page<OptOutRequest>>(await get('get-voluntaryOptout-Climes?status=new'));
    expect(onlyNew.items.every((r) => r.status === 'new')).toBe(true);
    expect(
      resultOf<Page<OptOutRequest>>(
        await get(`get-voluntaryOptout-Climes?personalNumber=${DEMO_OPTOUTS.rejected.personalNumber}`),
      ).items.map((r) => r.status),
    ).toEqual(['rejected']);
  });
});

describe('checks', () => {
  it('answers who may leave today, with the window, and why not in the caller language', async () => {
    const ok = resultOf<OptOutCheck>(await get(`declarations/checkvoluntaryoptoutclimecreate/${FREE.personalNumber}`));
    expect(ok).toEqual({
      personalNumber: FREE.personalNumber,
      firstName: FREE.firstName,
      lastName: FREE.lastName,
      canCreate: true,
      refusal: null,
      message: null,
      window: windowOf(joined),
    });

    // a demo employee who was younger than 40 in 2018
    const young = await ctx.db
      .selectFrom('employees')
      .select('personalNumber')
      .where('organizationId', '=', org1)
      .where('birthDate', '>', '1985-01-01')
      .executeTakeFirstOrThrow();
    for (const lang of LANGS) {
      const c = resultOf<OptOutCheck>(
        await get(`declarations/checkvoluntaryoptoutclimecreate/${young.personalNumber}`, employer, lang),
      );
      expect(c).toMatchObject({
        canCreate: false,
        refusal: 'OPTOUT_MANDATORY_PARTICIPANT',
        message: errorMessage(lang, 'OPTOUT_MANDATORY_PARTICIPANT'),
        window: null,
      });
      const pending = resultOf<OptOutCheck>(
        await get(
          `declarations/checkvoluntaryoptoutclimecreate/${DEMO_OPTOUTS.pending.personalNumber}`,
          employer,
          lang,
        ),
      );
      expect(pending).toMatchObject({
        canCreate: false,
        refusal: 'OPTOUT_ALREADY_REQUESTED',
        message: errorMessage(lang, 'OPTOUT_ALREADY_REQUESTED'),
      });
    }
    // the second employer never declared the person: nothing about them is told
    const theirs = resultOf<OptOutCheck>(
      await get(`declarations/checkvoluntaryoptoutclimecreate/${FREE.personalNumber}`, employer2),
    );
    expect(theirs).toEqual({
      personalNumber: FREE.personalNumber,
      firstName: null,
      lastName: null,
      canCreate: false,
      refusal: 'OPTOUT_NOT_EMPLOYEE',
      message: errorMessage('en', 'OPTOUT_NOT_EMPLOYEE'),
      window: null,
    });
    // a rejected request does not stand in the way of a new one
    expect(
      resultOf<OptOutCheck>(
        await get(`declarations/checkvoluntaryoptoutclimecreate/${DEMO_OPTOUTS.rejected.personalNumber}`),
      ).canCreate,
    ).toBe(true);
  });

  it('checks a list of personal numbers at once, each once, in the order given', async () => {
    const list = [FREE.personalNumber, DEMO_OPTOUTS.pending.personalNumber, '99999999999', FREE.personalNumber];
    const res = resultOf<OptOutCheck[]>(
      await ctx.inject({
        method: 'POST',
        url: `${F}/optout/check-participant-list`,
        token: employer,
        payload: { personalNumbers: list },
      }),
    );
    expect(res.map((c) => [c.personalNumber, c.refusal])).toEqual([
      [FREE.personalNumber, null],
      [DEMO_OPTOUTS.pending.personalNumber, 'OPTOUT_ALREADY_REQUESTED'],
      ['99999999999', 'OPTOUT_NOT_EMPLOYEE'],
    ]);
  });

  it('refuses malformed personal numbers in every language', async () => {
    for (const lang of LANGS) {
      const a = expectResultError(
        await get('declarations/checkvoluntaryoptoutclimecreate/1234567890', employer, lang),
        400,
        'VALIDATION_FAILED',
      );
      expect(a.result?.messages.id).toBe(validationMessage(lang, 'personalNumberLength'));
      const b = expectResultError(
        await ctx.inject({
          method: 'POST',
          url: `${F}/optout/check-participant-list`,
          token: employer,
          payload: { personalNumbers: ['12345abcdef'] },
          headers: { 'accept-language': lang },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(Object.values(b.result?.messages ?? {})).toContain(validationMessage(lang, 'personalNumberDigits'));
      expectResultError(
        await ctx.inject({
          method: 'POST',
          url: `${F}/optout/check-participant-list`,
          token: employer,
          payload: { personalNumbers: [] },
          headers: { 'accept-language': lang },
        }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});
