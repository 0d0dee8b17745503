import type { ExportState } from '@pensia/domain/http/export-state';
import { downloadThroughExport, type DownloadedFile } from './exports';
import { i18n } from './i18n';
import { notify } from './notify';

/**
 * The download of an export the server answered 202 (docs/decisions/0088), loaded only then by the API client
 * (`apiBlob`): the start-up of the app carries none of it, and its words are in a namespace of their own.
 */
export { exportFileEndpoint } from '@pensia/domain/http/export-state';

const PREPARING = 'export-preparing';

/** Says, in the user's language, that the file is being prepared and comes when it is ready. */
export async function sayPreparing(): Promise<void> {
  await i18n.loadNamespaces('exports');
  await notify({ id: PREPARING, color: 'blue', message: i18n.t('exports:preparing') });
}

/** Takes that notice away: the file has come (or the export failed, which is said in its place). */
export async function stopSayingPreparing(): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.hide(PREPARING);
}

/**
 * Follows an export from its 202 (`accepted`) until its file: each ask by its id (`ask`) answers the state as JSON
 * (queued, running, failed) or the file (`fileOf`, which throws an answer's error as the API client does);
 * a failure is thrown as `failure` makes it.
 */
export async function followExport(
  accepted: Response,
  ask: (exportId: string) => Promise<Response>,
  fileOf: (res: Response) => Promise<DownloadedFile>,
  failure: new (status: number, code: string, message: string) => Error,
): Promise<DownloadedFile> {
  const stateOrFile = async (res: Response): Promise<DownloadedFile | ExportState> =>
    res.ok && res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { result: ExportState }).result : fileOf(res);
  return downloadThroughExport(await stateOrFile(accepted), async (id) => stateOrFile(await ask(id)), { onAccepted: sayPreparing, onEnded: stopSayingPreparing }, failure);
}
