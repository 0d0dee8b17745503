import { i18n } from './i18n';
import { notify } from './notify';

/**
 * What the download of a file needs once the server answers 202 for an export (docs/decisions/0088), loaded only
 * then: the start-up of the app carries none of it.
 */
export { exportFileEndpoint } from '@pensia/domain/http/export-state';
export { downloadThroughExport } from './exports';

/** Says, in the user's language, that the file is being prepared and comes when it is ready. */
export async function sayPreparing(): Promise<void> {
  await i18n.loadNamespaces('exports');
  await notify({ color: 'blue', message: i18n.t('exports:preparing') });
}
