import { UPLOAD_POLL_MS } from '@pensia/domain/http/uploads';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { loadThroughUpload, type UploadStateAnswer } from './uploads';

type Result = { statementId: string; matched: number };
const done: Result = { statementId: 's-1', matched: 3 };

/** The states answered one after the other (an Error is thrown as the ask's failure), and the waits asked for. */
function server(states: (UploadStateAnswer<Result> | Error)[]) {
  const asked: string[] = [];
  const waits: number[] = [];
  return {
    asked,
    waits,
    stateOf: async (id: string) => {
      asked.push(id);
      const next = states.shift();
      if (!next) throw new Error('asked once too often');
      if (next instanceof Error) throw next;
      return next;
    },
    wait: async (ms: number) => {
      waits.push(ms);
    },
  };
}

describe('a load followed through its upload', () => {
  it('answered at once: the answer, no state asked, nothing said of being loaded', async () => {
    const s = server([]);
    let accepted = 0;
    expect(
      await loadThroughUpload(
        async () => done,
        s.stateOf,
        () => accepted++,
        s.wait,
      ),
    ).toEqual(done);
    expect({ accepted, asked: s.asked }).toEqual({ accepted: 0, asked: [] });
  });

  it('accepted (202): being loaded is said once, the state asked every 2 s through a server gone a moment, until done', async () => {
    const s = server([
      { status: 'queued', result: null, error: null },
      new ApiError(0, 'NETWORK', 'no network'),
      new ApiError(503, 'SERVICE_UNAVAILABLE', 'busy'),
      { status: 'running', result: null, error: null },
      { status: 'done', result: done, error: null },
    ]);
    let accepted = 0;
    const answer = await loadThroughUpload<Result>(
      async () => ({ uploadId: 'u-1', status: 'queued' }),
      s.stateOf,
      () => accepted++,
      s.wait,
    );
    expect(answer).toEqual(done);
    expect(accepted).toBe(1);
    expect(s.asked).toEqual(['u-1', 'u-1', 'u-1', 'u-1', 'u-1']);
    expect(s.waits).toEqual(Array(5).fill(UPLOAD_POLL_MS));
  });

  it('failed: its refusal thrown with its code and words, as the load would have', async () => {
    const s = server([
      {
        status: 'failed',
        result: null,
        error: { code: 'STATEMENT_AMOUNT_INVALID', message: 'The amount of entry 2 is not valid.' },
      },
    ]);
    const failure = loadThroughUpload<Result>(
      async () => ({ uploadId: 'u-2', status: 'running' }),
      s.stateOf,
      () => undefined,
      s.wait,
    );
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      code: 'STATEMENT_AMOUNT_INVALID',
      message: 'The amount of entry 2 is not valid.',
    });
  });

  it('an upload the server does not know (404) ends the following with that refusal', async () => {
    const s = server([new ApiError(404, 'RECORD_NOT_FOUND', 'Record not found.')]);
    const failure = loadThroughUpload<Result>(
      async () => ({ uploadId: 'u-3', status: 'queued' }),
      s.stateOf,
      () => undefined,
      s.wait,
    );
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'RECORD_NOT_FOUND' });
  });
});
