/**
 * The one reading of a decimal number typed by a person, for every amount and price field of the portal and
 * the text cells of uploaded files. People write numbers as their language does: "1 234,50" in Georgian and
 * Russian, "1,234.50" in English, and often without grouping ("1234,5", "1234.5"). All of these are read the
 * same in every language, so a form and the server agree on a value whatever language each one runs in
 * (docs/decisions/0057):
 *
 * - spaces (also no-break and narrow no-break) group thousands and are dropped;
 * - a comma followed by groups of three digits and a decimal point groups thousands ("1,234.50");
 * - otherwise one comma is the decimal sign ("1234,50", "1,224982"): "1,234" is one and 234 thousandths,
 *   never a thousand, so that a number is never silently multiplied;
 * - one decimal point is the decimal sign; a leading minus (or the minus sign U+2212) makes it negative.
 *
 * Answers the sign, the whole part and the fraction as digits, exactly as typed (no floating point), or why
 * it is not a number; how many decimals, and whether negative, is for the caller to judge.
 */
export type DecimalText = { ok: true; negative: boolean; whole: string; fraction: string } | { ok: false; reason: 'required' | 'numeric' };

const SPACES = /[\s\u00A0\u202F]/g;
const GROUPED_WITH_DOT = /^\d{1,3}(?:,\d{3})+\.\d+$/;
const DECIMAL_COMMA = /^\d+,\d+$/;
const PLAIN = /^(\d+)(?:\.(\d+))?$/;

export function parseDecimalText(text: string): DecimalText {
  let t = text.replace(SPACES, '');
  if (t === '') return { ok: false, reason: 'required' };
  let negative = false;
  if (t.startsWith('-') || t.startsWith('\u2212')) {
    negative = true;
    t = t.slice(1);
  }
  if (GROUPED_WITH_DOT.test(t)) t = t.replace(/,/g, '');
  else if (DECIMAL_COMMA.test(t)) t = t.replace(',', '.');
  const m = PLAIN.exec(t);
  if (!m) return { ok: false, reason: 'numeric' };
  return { ok: true, negative, whole: m[1]!, fraction: m[2] ?? '' };
}
