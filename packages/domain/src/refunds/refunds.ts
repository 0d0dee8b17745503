import type { Tetri } from '../money/money.ts';
import type { ValidationKey } from '../i18n/messages.ts';

/**
 * Refund requests (docs/decisions/0018): the employer asks the agency for an
 * overpaid amount back to one of its own bank accounts; the agency approves (the refund is paid: a "refund
 * paid" movement) or rejects it with a reason. Only a new request may be changed or deleted.
 */
export const REFUND_STATUSES = ['new', 'approved', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Names of the statuses in the three languages (`filterlist-scrum-status`). */
export const REFUND_STATUS_NAMES: Record<RefundStatus, { nameKa: string; nameEn: string; nameRu: string }> = {
  new: { nameKa: 'ახალი', nameEn: 'New', nameRu: 'Новое' },
  approved: { nameKa: 'დაკმაყოფილებული', nameEn: 'Approved', nameRu: 'Удовлетворено' },
  rejected: { nameKa: 'უარყოფილი', nameEn: 'Rejected', nameRu: 'Отклонено' },
};

/**
 * Documents a refund request carries (`refundDocTypes`): the written request signed by the director, the
 * bank's certificate that the account is the organization's, and the payment orders of the overpaid amount;
 * anything else under "other".
 */
export const REFUND_DOC_TYPES = ['application', 'bank_certificate', 'payment_order', 'other'] as const;
export type RefundDocType = (typeof REFUND_DOC_TYPES)[number];

export const REFUND_DOC_TYPE_NAMES: Record<RefundDocType, { nameKa: string; nameEn: string; nameRu: string }> = {
  application: { nameKa: 'დირექტორის მიერ ხელმოწერილი განცხადება', nameEn: 'Application signed by the director', nameRu: 'Заявление, подписанное директором' },
  bank_certificate: { nameKa: 'ბანკის ცნობა ანგარიშის შესახებ', nameEn: "Bank's certificate of the account", nameRu: 'Справка банка о счёте' },
  payment_order: { nameKa: 'ზედმეტად გადახდილი თანხის საგადახდო დავალება', nameEn: 'Payment order of the overpaid amount', nameRu: 'Платёжное поручение переплаченной суммы' },
  other: { nameKa: 'სხვა დოკუმენტი', nameEn: 'Other document', nameRu: 'Другой документ' },
};

export const isRefundDocType = (v: string): v is RefundDocType => (REFUND_DOC_TYPES as readonly string[]).includes(v);

/**
 * How much may still be asked back: the balance less the refunds already pending (domain-rules.md). A request
 * being changed does not count against itself.
 */
export function refundableAmount(balance: Tetri, pending: Tetri): Tetri {
  return balance - pending;
}

/**
 * Why an amount can't be asked back, or undefined when it can: above zero, and strictly below the balance less
 * the refunds pending ("Must be less than balance amount.", section 8).
 */
export function refundAmountRefusal(amount: Tetri, balance: Tetri, pending: Tetri): ValidationKey | undefined {
  if (amount <= 0n) return 'amountPositive';
  if (amount >= refundableAmount(balance, pending)) return 'refundAboveBalance';
  return undefined;
}

/** Whether a request in this status can still be changed, deleted or decided. */
export const refundIsOpen = (status: RefundStatus) => status === 'new';

/**
 * The document types sent with a form's files: one code per file, in the order of the files, comma-separated.
 * Answers the codes, or undefined when their number or a code is wrong.
 */
export function parseDocumentTypes(value: string | undefined, fileCount: number): RefundDocType[] | undefined {
  const codes = (value ?? '').split(',').map((c) => c.trim()).filter((c) => c !== '');
  if (codes.length !== fileCount) return undefined;
  return codes.every(isRefundDocType) ? codes : undefined;
}
