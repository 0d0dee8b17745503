import { EXPORT_POLL_MS, type ExportState } from '@pensia/domain/http/export-state';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { downloadThroughExport, type DownloadedFile } from './exports';

const file: DownloadedFile = { blob: new Blob(['xlsx bytes']), filename: 'transactions-2019.xlsx' };
const accepted: ExportState = { exportId: 'e-1', status: 'queued', error: null };
/** A failure as the API client makes it: an ApiError of the code and words the server gave. */
const fail = ApiError;

/** The answers to the asks by id, one after the other (an Error is thrown as the ask's failure), and the waits. */
function server(answers: (DownloadedFile | ExportState | Error)[]) {
  const asked: string[] = [];
  const waits: number[] = [];
  return {
    asked,
    waits,
    next: async (id: string) => {
      asked.push(id);
      const answer = answers.shift();
      if (!answer) throw new Error('asked once too often');
      if (answer instanceof Error) throw answer;
      return answer;
    },
    wait: async (ms: number) => {
      waits.push(ms);
    },
  };
}

describe('an export followed through its id', () => {
  it('written within the request: the file, nothing asked, nothing said of being prepared', async () => {
    const s = server([]);
    let told = 0;
    let ended = 0;
    expect(await downloadThroughExport(file, s.next, { onAccepted: () => told++, onEnded: () => ended++ }, fail, s.wait)).toBe(file);
    expect({ told, ended, asked: s.asked }).toEqual({ told: 0, ended: 0, asked: [] });
  });

  it('accepted (202): being prepared is said once, the export asked for every 2 s through a server gone a moment, until its file', async () => {
    const s = server([
      { exportId: 'e-1', status: 'running', error: null },
      new ApiError(0, 'NETWORK', 'no network'),
      new ApiError(503, 'SERVICE_UNAVAILABLE', 'busy'),
      file,
    ]);
    let told = 0;
    let ended = 0;
    expect(await downloadThroughExport(accepted, s.next, { onAccepted: () => told++, onEnded: () => ended++ }, fail, s.wait)).toBe(file);
    // the notice of the file being prepared is taken away once it has come
    expect({ told, ended, asked: s.asked, waits: s.waits }).toEqual({ told: 1, ended: 1, asked: ['e-1', 'e-1', 'e-1', 'e-1'], waits: Array(4).fill(EXPORT_POLL_MS) });
  });

  it('failed: its refusal thrown in the reader\'s words, as a load\'s is', async () => {
    const s = server([{ exportId: 'e-1', status: 'failed', error: { code: 'EXPORT_FAILED', message: 'ფაილის მომზადება ვერ მოხერხდა.' } }]);
    let ended = 0;
    const error = await downloadThroughExport(accepted, s.next, { onAccepted: () => undefined, onEnded: () => ended++ }, fail, s.wait).catch((e: unknown) => e);
    expect(ended).toBe(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'EXPORT_FAILED', message: 'ფაილის მომზადება ვერ მოხერხდა.' });
  });

  it('an ask refused (expired, not found): that refusal ends it, not asked again', async () => {
    const s = server([new ApiError(404, 'EXPORT_EXPIRED', 'The file is no longer kept.')]);
    await expect(downloadThroughExport(accepted, s.next, { onAccepted: () => undefined }, fail, s.wait)).rejects.toMatchObject({ code: 'EXPORT_EXPIRED' });
    expect(s.asked).toEqual(['e-1']);
  });
});
