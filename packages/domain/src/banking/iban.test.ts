import { describe, expect, it } from 'vitest';
import {
  bankCodeOfIban,
  checkGeorgianIban,
  formatIban,
  GeorgianIbanSchema,
  ibanCheckDigits,
  ibanRemainder,
  normalizeIban,
  type IbanProblem,
} from './iban.ts';

/**
 * An independent reference of ISO 13616 check digits for the tests: the rearranged IBAN as one big
 * integer (BigInt), 98 − (n mod 97). The rule under test computes it digit by digit instead.
 */
function referenceCheckDigits(country: string, bban: string): string {
  const digits = [...`${bban}${country}00`].map((ch) => (/[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch)).join('');
  return String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
}

/** A valid Georgian IBAN for a bank code and a 16-digit account identifier, check digits computed here. */
const ge = (bankCode: string, account: string) => `GE${referenceCheckDigits('GE', bankCode + account)}${bankCode}${account}`;

/** The same IBAN with other check digits: always wrong, since only one pair of digits is right. */
function withWrongCheckDigits(iban: string): string {
  const right = Number(iban.slice(2, 4));
  const wrong = String(right === 97 ? 2 : right + 1).padStart(2, '0');
  return `${iban.slice(0, 2)}${wrong}${iban.slice(4)}`;
}

const VALID = [
  ge('TB', '0000000000000001'),
  ge('BG', '0000000162455757'),
  ge('LB', '0113162834673006'),
  ge('PC', '0453600100001058'),
  ge('BS', '0000000000123456'),
  ge('KS', '0000000360200337'),
  ge('CD', '9999999999999999'),
  ge('NB', '0000000101904917'),
];

describe('ISO 13616 check digits', () => {
  it.each(VALID)('%s leaves remainder 1', (iban) => {
    expect(ibanRemainder(iban)).toBe(1);
  });

  it.each(VALID)('the rule computes the same check digits as the reference for %s', (iban) => {
    expect(ibanCheckDigits('GE', iban.slice(4))).toBe(iban.slice(2, 4));
  });

  it('agrees with the reference on other countries too (the algorithm is not Georgian)', () => {
    for (const [country, bban] of [['DE', '370400440532013000'], ['GB', 'NWBK60161331926819'], ['AZ', 'NABZ00000000137010001944']] as const) {
      const digits = ibanCheckDigits(country, bban);
      expect(digits).toBe(referenceCheckDigits(country, bban));
      expect(ibanRemainder(`${country}${digits}${bban}`)).toBe(1);
    }
  });

  it('refuses characters other than Latin letters and digits', () => {
    expect(ibanRemainder('GE29NB00000001019049 7')).toBeUndefined();
    expect(ibanRemainder('GE29NB0000000101904é17')).toBeUndefined();
    expect(() => ibanCheckDigits('GE', 'NB-000')).toThrow();
  });
});

describe('Georgian IBAN', () => {
  const tb = ge('TB', '7251636090000001');
  const spaced = formatIban(tb);

  it.each<[string, string, string]>([
    ['as stored', tb, 'TB'],
    ['in groups of four', spaced, 'TB'],
    ['in small letters', tb.toLowerCase(), 'TB'],
    ['with spaces around and a no-break space inside', `  ${tb.slice(0, 8)}\u00a0${tb.slice(8)} `, 'TB'],
    ['with tabs and dashes', `${tb.slice(0, 4)}\t${tb.slice(4, 12)}-${tb.slice(12)}`, 'TB'],
    ['of Terabank (code KS)', ge('KS', '0000000360207268'), 'KS'],
  ])('accepts one %s', (_what, input, bankCode) => {
    const r = checkGeorgianIban(input);
    expect(r).toEqual({ ok: true, iban: normalizeIban(input), bankCode });
    expect(normalizeIban(input)).toMatch(/^GE\d{2}[A-Z]{2}\d{16}$/);
    expect(bankCodeOfIban(input)).toBe(bankCode);
  });

  it.each<[string, string, IbanProblem]>([
    ['empty', '', 'empty'],
    ['only spaces', '   ', 'empty'],
    ["another country's valid IBAN (Germany)", `DE${ibanCheckDigits('DE', '370400440532013000')}370400440532013000`, 'notGeorgian'],
    ["another country's valid IBAN (Azerbaijan)", `AZ${ibanCheckDigits('AZ', 'NABZ00000000137010001944')}NABZ00000000137010001944`, 'notGeorgian'],
    ['an old local account number', '0101904917', 'notGeorgian'],
    ['one digit short', tb.slice(0, 21), 'length'],
    ['one digit long', `${tb}0`, 'length'],
    ['a letter in the account part', `${tb.slice(0, 10)}A${tb.slice(11)}`, 'digits'],
    ['digits as the bank code', `GE00${'12'}${'0'.repeat(16)}`, 'bankCode'],
    ['letters as check digits', `GEAB${tb.slice(4)}`, 'digits'],
    ['a symbol', `${tb.slice(0, 21)}*`, 'digits'],
    ['wrong check digits', withWrongCheckDigits(tb), 'checkDigits'],
    ['two digits swapped', `${tb.slice(0, 20)}${tb[21]}${tb[20]}`, 'checkDigits'],
    ['one digit changed', `${tb.slice(0, 21)}${(Number(tb[21]) + 1) % 10}`, 'checkDigits'],
    ['another bank code with the same digits', `${tb.slice(0, 4)}BG${tb.slice(6)}`, 'checkDigits'],
  ])('refuses %s', (_what, input, problem) => {
    if (problem === 'checkDigits') expect(input).not.toBe(tb);
    expect(checkGeorgianIban(input)).toEqual({ ok: false, problem });
    expect(bankCodeOfIban(input)).toBeUndefined();
  });

  it('prints in groups of four', () => {
    expect(formatIban(tb)).toBe(`${tb.slice(0, 4)} ${tb.slice(4, 8)} ${tb.slice(8, 12)} ${tb.slice(12, 16)} ${tb.slice(16, 20)} ${tb.slice(20)}`);
  });
});

describe('account number field', () => {
  const bg = ge('BG', '0000000470458000');

  it('answers the IBAN normalised', () => {
    expect(GeorgianIbanSchema.parse(` ${formatIban(bg).toLowerCase()} `)).toBe(bg);
  });

  it.each([
    ['', 'required'],
    ['  ', 'required'],
    // each says what is wrong: the country, the check digits, the length (with the count typed), the bank code, the digits
    ['GB29NWBK60161331926819', 'ibanNotGeorgian'],
    [withWrongCheckDigits(bg), 'ibanCheckDigits'],
    [bg.slice(0, 20), 'ibanLength?count=20'],
    [`${formatIban(bg)} 1`, 'ibanLength?count=23'],
    [`GE00${'12'}${'0'.repeat(16)}`, 'ibanBankCode'],
    [`${bg.slice(0, 10)}O${bg.slice(11)}`, 'ibanDigits'],
    [`${bg} ${'0'.repeat(60)}`, 'accountNumberFormat'],
  ])('refuses %j with %s', (input, key) => {
    const r = GeorgianIbanSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([key]);
  });

  it('refuses what is not text', () => {
    expect(GeorgianIbanSchema.safeParse(42).error!.issues[0]!.message).toBe('required');
    expect(GeorgianIbanSchema.safeParse(undefined).error!.issues[0]!.message).toBe('required');
  });
});
