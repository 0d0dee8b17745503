import { vmsg } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTICIPANT } from '../../db/seed/demo-participant.ts';
import { addRow, createDeclaration, expectRefused, filledTemplate, getDeclaration, injector, periods, row, uploadRequest, W } from '../../test/declarations.ts';
import { resultOf } from '../../test/expect.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * A row naming a person the scheme knows (the participants' registry) under another name is refused with the
 * name on record, typed or uploaded alike: one person's contributions must not land on another's account by a
 * typo in the personal number. Case, spacing and hyphens aside (packages/domain person-name.ts).
 */
let ctx: TestContext;
let token: string;
const nextPeriod = periods(2020);
const onRecord = vmsg('nameNotOnRecord', { name: `${DEMO_PARTICIPANT.firstName} ${DEMO_PARTICIPANT.lastName}` });

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.login()).accessToken;
});
afterAll(async () => ctx?.close());

describe('the name on record', () => {
  it('refuses a typed row of 01001000001 as "გიორგი ბერიძე" with the name on record, in every language, changing nothing', async () => {
    const d = await createDeclaration(ctx, token, nextPeriod());
    const payload = row(DEMO_PARTICIPANT.personalNumber, '1000.00', { firstName: 'გიორგი', lastName: 'ბერიძე' });
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload }, 400, 'FILL_CORRECT_FIELDS', {
      fields: { firstName: onRecord, lastName: onRecord },
    });
    // only the last name differs: only it is named
    const answers = await expectRefused(
      ctx,
      { method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload: { ...payload, firstName: DEMO_PARTICIPANT.firstName } },
      400,
      'FILL_CORRECT_FIELDS',
      { fields: { lastName: onRecord } },
    );
    expect((answers[0]!.json() as { result: { messages: Record<string, string> } }).result.messages.firstName).toBeUndefined();
  });

  it('takes the name on record however it is cased, spaced or hyphenated, and any name of a person it does not know', async () => {
    const d = await createDeclaration(ctx, token, nextPeriod());
    const added = await addRow(ctx, token, d.id, row(DEMO_PARTICIPANT.personalNumber, '1000.00', { firstName: ' ᲗᲐᲛᲐᲠ', lastName: 'კაპა-ნაძე ' }));
    expect(added.detail.issues).toEqual([]);
    const other = await addRow(ctx, token, d.id, row('01001000999', '1000.00', { firstName: 'გიორგი', lastName: 'ბერიძე' }));
    expect(other.detail.issues).toEqual([]);
    // editing the known person's row to another name is refused too
    await expectRefused(
      ctx,
      { method: 'PUT', url: `${W}/declarations/${d.id}/details/${added.detail.id}`, token, payload: row(DEMO_PARTICIPANT.personalNumber, '1000.00', { firstName: 'გიორგი', lastName: 'ბერიძე' }) },
      400,
      'FILL_CORRECT_FIELDS',
      { fields: { firstName: onRecord, lastName: onRecord } },
    );
  });

  it('rejects an uploaded row under another name with the same message; the other rows are stored', async () => {
    const d = await createDeclaration(ctx, token, { ...nextPeriod(), form: 'simple' });
    const file = await filledTemplate(ctx, token, 'standard', 'simple', [
      [DEMO_PARTICIPANT.personalNumber, 'გიორგი', 'ბერიძე', '1990-05-01', 'male', 1000],
      ['01001000998', 'ნინო', 'ბერიძე', '1990-05-01', 'female', 1000],
    ]);
    const answer = resultOf<{ accepted: number; rejected: number; rows: { row: number; field: string; message: string }[] }>(
      await injector(ctx)(uploadRequest(token, d.id, file), 'en'),
    );
    expect(answer).toMatchObject({ accepted: 1, rejected: 1 });
    expect(answer.rows.map((r) => r.message)).toContain("This personal number belongs to თამარ კაპანაძე in the scheme's records.");
    const stored = await getDeclaration(ctx, token, d.id);
    expect(stored.details.items.map((r) => r.personalIdentificationNumber)).toEqual(['01001000998']);
  });

  it('takes a name confirmed as changed with a reason, keeps the reason and the name on record with the row, and stays valid when read and submitted', async () => {
    const d = await createDeclaration(ctx, token, nextPeriod());
    const married = row(DEMO_PARTICIPANT.personalNumber, '1000.00', { firstName: DEMO_PARTICIPANT.firstName, lastName: 'ბერიძე' });
    // a reason longer than 500 characters is refused, nothing stored
    await expectRefused(ctx, { method: 'POST', url: `${W}/declarations/${d.id}/details`, token, payload: { ...married, nameChangeReason: 'x'.repeat(501) } }, 400, 'VALIDATION_FAILED', {
      fields: { nameChangeReason: vmsg('tooLong', { max: 500 }) },
    });
    const added = await addRow(ctx, token, d.id, { ...married, nameChangeReason: ' married on 2 May 2020 ' });
    expect(added.detail).toMatchObject({ lastName: 'ბერიძე', issues: [], nameChange: { reason: 'married on 2 May 2020', nameOnRecord: `${DEMO_PARTICIPANT.firstName} ${DEMO_PARTICIPANT.lastName}` } });
    const stored = await getDeclaration(ctx, token, d.id);
    expect(stored.details.items[0]).toMatchObject({ issues: [], nameChange: { reason: 'married on 2 May 2020' } });
    const activated = await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token });
    expect(activated.statusCode, activated.body).toBe(200);
    // an edit without the reason is refused again: the confirmation is part of the row as typed
    const d2 = await createDeclaration(ctx, token, nextPeriod());
    const kept = await addRow(ctx, token, d2.id, { ...married, nameChangeReason: 'married' });
    await expectRefused(ctx, { method: 'PUT', url: `${W}/declarations/${d2.id}/details/${kept.detail.id}`, token, payload: married }, 400, 'FILL_CORRECT_FIELDS', {
      fields: { lastName: onRecord },
    });
  });
});
