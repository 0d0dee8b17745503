import { formatPercent as sharedPercent } from '@pensia/domain/i18n/format';
import type { Lang } from '@pensia/domain/i18n/languages';
import { currentLang } from '../../../common/lib/i18n';

/** A percent the API writes ("5.39", "-1.20") in the interface language (domain `formatPercent`). */
export function formatPercent(value: string, options: { decimals?: number; maxDecimals?: number; signed?: boolean; lang?: Lang } = {}): string {
  return sharedPercent(value, options.lang ?? currentLang(), options);
}
