import { EXPORT_POLL_MS, type ExportState } from '@pensia/domain/http/export-state';
import { ApiError } from './api-error';

/** A downloaded file, under the name its server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An export whose file may be written after its request (docs/decisions/0088): the file when the server wrote it
 * within its wait; else `onAccepted` is told (the screen says the file is being prepared), and the export is
 * asked for by its id every EXPORT_POLL_MS until it is the file, or failed (its refusal, thrown as an export's
 * would be, in the reader's language). An ask not answered a moment (the server gone, the network) is asked
 * again: the export is kept in the database and any server answers it. Only a refusal of the ask itself (not
 * found, expired, not allowed) ends it.
 */
export async function downloadThroughExport(
  first: () => Promise<DownloadedFile | ExportState>,
  next: (exportId: string) => Promise<DownloadedFile | ExportState>,
  onAccepted: () => void,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<DownloadedFile> {
  const answer = await first();
  if ('blob' in answer) return answer;
  onAccepted();
  const id = answer.exportId;
  for (;;) {
    await wait(EXPORT_POLL_MS);
    let state: DownloadedFile | ExportState;
    try {
      state = await next(id);
    } catch (e) {
      if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429) throw e;
      continue;
    }
    if ('blob' in state) return state;
    if (state.status === 'failed') throw new ApiError(400, state.error?.code ?? 'EXPORT_FAILED', state.error?.message ?? '');
  }
}
