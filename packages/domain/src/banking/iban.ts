import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';

/**
 * Georgian bank accounts are IBANs (National Bank of Georgia, order 44/01 of 17 March 2010; ISO 13616):
 * `GE` + 2 check digits + the 2-letter code the National Bank gives each bank + a 16-digit account
 * identifier, 22 characters (domain-rules.md, "Identifiers").
 */
export const GEORGIAN_IBAN_LENGTH = 22;
export const GEORGIAN_IBAN_PATTERN = /^GE\d{2}[A-Z]{2}\d{16}$/;
/** The IBAN's bank code: two Latin capitals. */
export const BANK_CODE_PATTERN = /^[A-Z]{2}$/;

/**
 * The form in which an IBAN is stored and compared: what people type or paste, without the spaces
 * (ordinary, no-break, thin) and dashes that group it on paper, in capitals.
 */
export function normalizeIban(raw: string): string {
  return raw.replace(/[\s\u00a0\u2007\u202f-]+/g, '').toUpperCase();
}

/** The IBAN in groups of four, as it is printed (`GE29 NB00 0000 0101 9049 17`). */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The ISO 13616 (ISO 7064 MOD 97-10) remainder of an IBAN: the first four characters moved to the end,
 * letters replaced by 10..35, the number taken modulo 97 digit by digit. A valid IBAN leaves 1.
 * Answers undefined when the text holds anything but Latin letters and digits.
 */
export function ibanRemainder(iban: string): number | undefined {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const c = ch.charCodeAt(0);
    let value: number;
    if (c >= 48 && c <= 57) value = c - 48;
    else if (c >= 65 && c <= 90) value = c - 55;
    else return undefined;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** The two check digits that make `country + check digits + bban` valid (ISO 13616: 98 − remainder of `…00`). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = ibanRemainder(`${country}00${bban}`);
  if (remainder === undefined) throw new Error('an IBAN holds only Latin letters and digits');
  return String(98 - remainder).padStart(2, '0');
}

/**
 * Why an account number is refused, each with its own message (`ibanRefusal`): nothing typed, not Georgian,
 * not 22 characters, no bank code of two letters in characters 5–6, not digits where digits go (3–4, 7–22),
 * check digits that don't match the rest.
 */
export type IbanProblem = 'empty' | 'notGeorgian' | 'length' | 'bankCode' | 'digits' | 'checkDigits';

export type IbanCheck = { ok: true; iban: string; bankCode: string } | { ok: false; problem: IbanProblem };

/**
 * Checks a Georgian IBAN as typed: spaces tolerated, case ignored; another country's IBAN, a wrong length,
 * a bank code or digits out of place, or check digits that don't match are refused, the first found named.
 */
export function checkGeorgianIban(raw: string): IbanCheck {
  const iban = normalizeIban(raw);
  if (!iban) return { ok: false, problem: 'empty' };
  if (!iban.startsWith('GE')) return { ok: false, problem: 'notGeorgian' };
  if (iban.length !== GEORGIAN_IBAN_LENGTH) return { ok: false, problem: 'length' };
  if (!BANK_CODE_PATTERN.test(iban.slice(4, 6))) return { ok: false, problem: 'bankCode' };
  if (!GEORGIAN_IBAN_PATTERN.test(iban)) return { ok: false, problem: 'digits' };
  if (ibanRemainder(iban) !== 1) return { ok: false, problem: 'checkDigits' };
  return { ok: true, iban, bankCode: iban.slice(4, 6) };
}

/**
 * The message (a `vmsg` reference) that says what is wrong with a typed account number — the length (with
 * the count typed), the bank code, the digits or the check digits — or undefined when it is a Georgian IBAN.
 */
export function ibanRefusal(raw: string): string | undefined {
  const check = checkGeorgianIban(raw);
  if (check.ok) return undefined;
  switch (check.problem) {
    case 'empty':
      return vmsg('required');
    case 'notGeorgian':
      return vmsg('ibanNotGeorgian');
    case 'length':
      return vmsg('ibanLength', { count: normalizeIban(raw).length });
    case 'bankCode':
      return vmsg('ibanBankCode');
    case 'digits':
      return vmsg('ibanDigits');
    case 'checkDigits':
      return vmsg('ibanCheckDigits');
  }
}

/** The bank code of a Georgian IBAN (`TB` of `GE..TB...`), or undefined when the text isn't one. */
export function bankCodeOfIban(raw: string): string | undefined {
  const check = checkGeorgianIban(raw);
  return check.ok ? check.bankCode : undefined;
}

/** At most this many characters are read as an account number (22 and the spaces of its groups). */
export const ACCOUNT_NUMBER_MAX_INPUT = 64;

/**
 * An account number field: required, a valid Georgian IBAN, normalised (`GE29 nb00…` → `GE29NB00…`). A
 * refusal names what is wrong (`ibanRefusal`); text far longer than an IBAN is "Wrong account number format.".
 */
export const GeorgianIbanSchema = text({ error: vmsg('required') })
  .superRefine((value, ctx) => {
    if (value.length > ACCOUNT_NUMBER_MAX_INPUT) ctx.addIssue({ code: 'custom', message: vmsg('accountNumberFormat') });
    else {
      const refusal = ibanRefusal(value);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    }
  })
  .transform(normalizeIban);

/** SWIFT BIC (ISO 9362): 4 letters of the bank, 2 of the country, 2 of the place, an optional branch. */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
