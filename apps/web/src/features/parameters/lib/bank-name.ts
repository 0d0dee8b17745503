import type { Bank } from '@pensia/domain/banking/banking.schema';
import type { Lang } from '@pensia/domain/i18n/languages';

/** A bank's name in the interface language. */
export function bankName(bank: Pick<Bank, 'nameKa' | 'nameEn' | 'nameRu'>, lang: Lang): string {
  return lang === 'ka' ? bank.nameKa : lang === 'ru' ? bank.nameRu : bank.nameEn;
}
