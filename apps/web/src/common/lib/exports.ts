import { EXPORT_POLL_MS, type ExportState } from '@pensia/domain/http/export-state';

/** A downloaded file, under the name its server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A refusal of the ask itself (an answer of 400–499 other than 429): asking again would not change it. */
function refused(e: unknown): boolean {
  const status = (e as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
}

/**
 * An export whose file may be written after its request (docs/decisions/0088): the file when the server wrote it
 * within its wait (its first `answer`); else `onAccepted` is told (the screen says the file is being prepared), and the export is
 * asked for by its id every EXPORT_POLL_MS until it is the file, or failed (its refusal, thrown as an export's
 * would be, in the reader's language, made by `failure` as a 400). An ask not answered a moment (the server gone, the network) is asked
 * again: the export is kept in the database and any server answers it. Only a refusal of the ask itself (not
 * found, expired, not allowed) ends it. `onEnded` is told when the following ends, the file had or not (the
 * screen stops saying it is being prepared).
 */
export async function downloadThroughExport(
  answer: DownloadedFile | ExportState,
  next: (exportId: string) => Promise<DownloadedFile | ExportState>,
  told: { onAccepted: () => unknown; onEnded?: () => unknown },
  failure: new (status: number, code: string, message: string) => Error,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<DownloadedFile> {
  if ('blob' in answer) return answer;
  told.onAccepted();
  try {
    return await followById(answer.exportId, next, failure, wait);
  } finally {
    told.onEnded?.();
  }
}

async function followById(
  id: string,
  next: (exportId: string) => Promise<DownloadedFile | ExportState>,
  failure: new (status: number, code: string, message: string) => Error,
  wait: (ms: number) => Promise<void>,
): Promise<DownloadedFile> {
  for (;;) {
    await wait(EXPORT_POLL_MS);
    let state: DownloadedFile | ExportState;
    try {
      state = await next(id);
    } catch (e) {
      if (refused(e)) throw e;
      continue;
    }
    if ('blob' in state) return state;
    if (state.status === 'failed') throw new failure(400, state.error?.code ?? 'EXPORT_FAILED', state.error?.message ?? '');
  }
}
