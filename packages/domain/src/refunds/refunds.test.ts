import { describe, expect, it } from 'vitest';
import { errorMessage, validationMessage } from '../i18n/catalogue.ts';
import { RefundDecisionBodySchema, RefundFieldsSchema } from './refunds.api.ts';
import { parseDocumentTypes, refundAmountRefusal, refundIsOpen, refundableAmount, REFUND_DOC_TYPE_NAMES, REFUND_DOC_TYPES, REFUND_STATUS_NAMES, REFUND_STATUSES } from './refunds.ts';
import { ibanCheckDigits } from '../banking/iban.ts';

const IBAN = `GE${ibanCheckDigits('GE', 'TB7204567891000001')}TB7204567891000001`;

describe('refundAmountRefusal', () => {
  it.each([
    // amount, balance, pending, refusal
    [1n, 100n, 0n, undefined],
    [99n, 100n, 0n, undefined],
    [100n, 100n, 0n, 'refundAboveBalance'],
    [101n, 100n, 0n, 'refundAboveBalance'],
    [49n, 100n, 50n, undefined],
    [50n, 100n, 50n, 'refundAboveBalance'],
    [1n, 100n, 99n, 'refundAboveBalance'],
    [1n, 0n, 0n, 'refundAboveBalance'],
    [1n, -500n, 0n, 'refundAboveBalance'],
    [0n, 100n, 0n, 'amountPositive'],
    [-1n, 100n, 0n, 'amountPositive'],
  ] as const)('%s tetri of a balance of %s with %s pending: %s', (amount, balance, pending, refusal) => {
    expect(refundAmountRefusal(amount, balance, pending)).toBe(refusal);
  });

  it('what may still be asked is the balance less the refunds pending', () => {
    expect(refundableAmount(1_000n, 300n)).toBe(700n);
    expect(refundableAmount(100n, 300n)).toBe(-200n);
  });

  it('the refusal reads the catalogue message in each language', () => {
    expect(validationMessage('en', 'refundAboveBalance')).toBe('Must be less than balance amount.');
    expect(errorMessage('en', 'REFUND_ABOVE_BALANCE')).toBe('Must be less than balance amount.');
    expect(errorMessage('en', 'REFUND_INSUFFICIENT_BALANCE')).toBe('Bad Balance; insufficient money.');
    for (const lang of ['ka', 'ru'] as const) {
      expect(validationMessage(lang, 'refundAboveBalance')).not.toBe('Must be less than balance amount.');
      expect(validationMessage(lang, 'refundAboveBalance')).toBe(errorMessage(lang, 'REFUND_ABOVE_BALANCE'));
    }
  });
});

describe('parseDocumentTypes', () => {
  it.each([
    ['application', 1, ['application']],
    ['application, bank_certificate', 2, ['application', 'bank_certificate']],
    ['', 0, []],
    [undefined, 0, []],
    ['application', 2, undefined],
    ['application,other', 1, undefined],
    ['passport', 1, undefined],
    ['', 1, undefined],
    ['Application', 1, undefined],
  ] as const)('%j for %s files: %j', (value, count, expected) => {
    expect(parseDocumentTypes(value, count)).toEqual(expected);
  });
});

describe('statuses and document types', () => {
  it('only a new request is open; every status and type has a name in three languages', () => {
    expect(REFUND_STATUSES.filter(refundIsOpen)).toEqual(['new']);
    for (const names of [...Object.values(REFUND_STATUS_NAMES), ...Object.values(REFUND_DOC_TYPE_NAMES)]) {
      expect(names.nameKa).toMatch(/[\u10D0-\u10FF]/);
      expect(names.nameRu).toMatch(/[\u0400-\u04FF]/);
      expect(names.nameEn).toMatch(/^[A-Z]/);
    }
    expect(Object.keys(REFUND_DOC_TYPE_NAMES)).toEqual([...REFUND_DOC_TYPES]);
  });
});

describe('RefundFieldsSchema', () => {
  const ok = { amount: '150.25', accountNumber: IBAN, bankDetails: 'TBC Bank, TBCBGE22' };
  it.each([
    [{ amount: '10.001' }, 'amount', 'twoDecimals'],
    [{ amount: '0' }, 'amount', 'amountPositive'],
    [{ amount: '-1' }, 'amount', 'notNegative'],
    [{ amount: 'abc' }, 'amount', 'numeric'],
    [{ accountNumber: `DE${ibanCheckDigits('DE', '370400440532013000')}370400440532013000` }, 'accountNumber', 'ibanNotGeorgian'],
    [{ accountNumber: `GE00${IBAN.slice(4)}` }, 'accountNumber', 'ibanCheckDigits'],
    [{ bankDetails: '  ' }, 'bankDetails', 'required'],
    [{ bankDetails: 'x\u0000' }, 'bankDetails', 'controlCharacters'],
  ] as const)('refuses %j: %s %s', (change, field, key) => {
    const r = RefundFieldsSchema.safeParse({ ...ok, ...change });
    expect(r.success).toBe(false);
    expect(r.error!.issues.find((i) => i.path[0] === field)?.message).toBe(key);
  });

  it('accepts an IBAN typed in groups and small letters, normalised', () => {
    const r = RefundFieldsSchema.parse({ ...ok, accountNumber: IBAN.toLowerCase().replace(/(.{4})/g, '$1 ') });
    expect(r.accountNumber).toBe(IBAN);
  });
});

describe('RefundDecisionBodySchema', () => {
  it.each([
    [{ decision: 'approve' }, true],
    [{ decision: 'approve', reason: 'ok' }, true],
    [{ decision: 'reject', reason: 'არ არის ხელმოწერილი' }, true],
    [{ decision: 'reject' }, false],
    [{ decision: 'reject', reason: '   ' }, false],
    [{ decision: 'pay' }, false],
  ] as const)('%j: %s', (body, valid) => {
    expect(RefundDecisionBodySchema.safeParse(body).success).toBe(valid);
  });
});
