import { isUploadAccepted, UPLOAD_POLL_MS, type UploadAccepted } from '@pensia/domain/http/uploads';
import { ApiError } from './api-client';

/** An upload's state as the server answers it. */
export interface UploadStateAnswer<R> {
  status: string;
  result: R | null;
  error: { code: string; message: string } | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A load whose work may go on after its request (docs/decisions/0083): the load's answer when the server
 * finished it within its wait; else `onAccepted` is told, and the upload's state is asked for every
 * UPLOAD_POLL_MS until it is done (the load's answer) or failed (its refusal, thrown as the load's would be).
 * A state not answered a moment (the server that took the file gone, the network) is asked again: it is kept
 * in the database, any server answers it. Only a refusal of the ask itself (not found, not allowed) ends it.
 */
export async function loadThroughUpload<R>(
  send: () => Promise<R | UploadAccepted>,
  stateOf: (uploadId: string) => Promise<UploadStateAnswer<R>>,
  onAccepted: () => void,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<R> {
  const answer = await send();
  if (!isUploadAccepted(answer)) return answer;
  onAccepted();
  for (;;) {
    await wait(UPLOAD_POLL_MS);
    let state: UploadStateAnswer<R>;
    try {
      state = await stateOf(answer.uploadId);
    } catch (e) {
      if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429) throw e;
      continue;
    }
    if (state.status === 'done' && state.result) return state.result;
    if (state.status === 'failed')
      throw new ApiError(400, state.error?.code ?? 'UPLOAD_FAILED', state.error?.message ?? '');
  }
}
