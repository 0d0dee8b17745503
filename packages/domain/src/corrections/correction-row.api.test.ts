import { describe, expect, it } from 'vitest';
import { annualApi } from '../annual/annual.api.ts';
import { reversalApi } from '../reversals/reversal.api.ts';
import { CorrectionDetailParamsSchema, CorrectionIdParamsSchema } from './correction-row.api.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const DETAIL = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('the path parameters of a correction and of one of its rows', () => {
  it('read ids that are UUIDs and refuse others', () => {
    expect(CorrectionIdParamsSchema.parse({ id: ID })).toEqual({ id: ID });
    expect(CorrectionDetailParamsSchema.parse({ id: ID, detailId: DETAIL })).toEqual({ id: ID, detailId: DETAIL });
    expect(CorrectionIdParamsSchema.safeParse({ id: '42' }).success).toBe(false);
    expect(CorrectionDetailParamsSchema.safeParse({ id: ID, detailId: 'x' }).success).toBe(false);
    expect(CorrectionDetailParamsSchema.safeParse({ id: ID }).success).toBe(false);
  });

  const contracts = [...Object.entries(annualApi), ...Object.entries(reversalApi)].filter(([, c]) => c.path.includes(':'));

  it.each(contracts)('are the shared ones in %s, which names them in its path', (_, c) => {
    const names = [...c.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const expected = names.includes('detailId') ? CorrectionDetailParamsSchema : CorrectionIdParamsSchema;
    expect(names).toEqual(Object.keys(expected.shape));
    expect(c.params).toBe(expected);
  });
});
