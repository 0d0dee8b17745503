import { randomUUID } from 'node:crypto';
import type { OptOutRequest } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_OPTOUTS } from '../../db/seed/demo-optouts.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { doc, F, form, FREE, get, OP, optoutSuite, TABLES, W } from '../../test/optout.ts';
import { ctx, employer, employer2, operator, type Page } from '../../test/two-employers.ts';

optoutSuite();

describe('who may call', () => {
  it('employer tokens get 403 on the operator routes, callers without a token 401; nothing changes', async () => {
    const id = randomUUID();
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const [method, url, payload] of [
      ['GET', 'optout-requests'],
      ['POST', `optout-requests/${id}/decision`, { decision: 'satisfy' }],
      ['GET', `optout-requests/${id}/documents/${randomUUID()}`],
    ] as const) {
      expectResultError(
        await ctx.inject({ method, url: `${OP}/${url}`, token: employer, payload: payload as never }),
        403,
        'FORBIDDEN',
      );
      expectResultError(
        await ctx.inject({ method, url: `${OP}/${url}`, payload: payload as never }),
        401,
        'UNAUTHORIZED',
      );
    }
    for (const url of [
      'get-voluntaryOptout-Climes',
      'get-voluntaryOptout-status',
      'get-voluntaryOptout-doctypes',
      `get-voluntaryOptout-request/${id}`,
      `declarations/checkvoluntaryoptoutclimecreate/${FREE.personalNumber}`,
    ]) {
      expectResultError(await ctx.inject({ method: 'GET', url: `${F}/${url}` }), 401, 'UNAUTHORIZED');
    }
    // an operator outside an organization is not an employer
    expectResultError(await get('get-voluntaryOptout-Climes', operator), 403, 'FORBIDDEN');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});

describe("another organization's requests", () => {
  it('are not listed and answer 404 to every call, revealing nothing', async () => {
    const mine = (
      await ctx.db
        .selectFrom('optoutRequests')
        .select('id')
        .where('personalNumber', '=', DEMO_OPTOUTS.pending.personalNumber)
        .executeTakeFirstOrThrow()
    ).id;
    const docId = (
      await ctx.db
        .selectFrom('optoutDocuments')
        .select('fileId')
        .where('requestId', '=', mine)
        .executeTakeFirstOrThrow()
    ).fileId;
    expect(resultOf<Page<OptOutRequest>>(await get('get-voluntaryOptout-Climes', employer2)).items).toEqual([]);
    const before = await snapshot(ctx.db, [...TABLES]);
    const bodies = [];
    for (const id of [mine, randomUUID()]) {
      bodies.push(
        expectResultError(await get(`get-voluntaryOptout-request/${id}`, employer2), 404, 'RECORD_NOT_FOUND'),
      );
      expectResultError(
        await ctx.inject({ method: 'DELETE', url: `${W}/delete-voluntaryOptout-request?id=${id}`, token: employer2 }),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await ctx.inject({
          method: 'DELETE',
          url: `${W}/remove-voluntaryOptout-doc?requestId=${id}&documentId=${docId}`,
          token: employer2,
        }),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await form('update-voluntaryOptout-request', { id, comment: 'x', documentTypes: '' }, [], employer2),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await form('upload-voluntaryOptout-doc', { requestId: id, documentTypes: 'other' }, [doc()], employer2),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await ctx.inject({
          method: 'POST',
          url: `${W}/download-voluntaryOptout-doc`,
          token: employer2,
          payload: { requestId: id, documentId: docId },
        }),
        404,
        'RECORD_NOT_FOUND',
      );
    }
    const strip = ({ correlationId: _c, ...rest }: Record<string, unknown>) => rest;
    expect(strip(bodies[0] as never)).toEqual(strip(bodies[1] as never));
    expectResultError(await get('get-voluntaryOptout-request/nope'), 400, 'VALIDATION_FAILED');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});
