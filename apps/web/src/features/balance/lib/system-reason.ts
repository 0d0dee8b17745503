import type { TFunction } from 'i18next';
import type { SystemReason, SystemReasonCode } from '@pensia/domain/finance/ledger';
import { formatMonthYear } from '../../../common/lib/format';

/** The words of each code (keys without `_`, which i18next reads as a plural or context suffix). */
const KEY_OF = {
  STATEMENT_RETURN: 'systemReasons.statementReturn',
  REVERSAL: 'systemReasons.reversal',
  ANNUAL: 'systemReasons.annual',
  REFUND: 'systemReasons.refund',
  OPTOUT: 'systemReasons.optout',
} as const satisfies Record<SystemReasonCode, string>;

/**
 * A movement's reason in the reader's language (docs/decisions/0074): the system's code rendered from the
 * balance words, a month parameter as the month's name; a reason a person typed is shown as typed.
 */
export function movementReasonText(
  t: TFunction<'balance'>,
  m: { reason: string | null; systemReason: SystemReason | null },
): string | null {
  if (!m.systemReason) return m.reason;
  const params: Record<string, string> = { ...m.systemReason.params };
  const month = params.month;
  if (month && /^\d{4}-\d{2}$/.test(month))
    params.month = formatMonthYear(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  // the parameters differ by code: one signature for all of them (the keys stay checked by `KEY_OF`)
  const say = t as unknown as (key: (typeof KEY_OF)[SystemReasonCode], options: Record<string, string>) => string;
  return say(KEY_OF[m.systemReason.code], params);
}
