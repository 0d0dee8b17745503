import { describe, expect, it } from 'vitest';
import { parseDecimalText } from './decimal-text.ts';

describe('parseDecimalText: a number as people write it, in any of the three languages', () => {
  it.each([
    // plain
    ['1234', false, '1234', ''],
    ['1234.5', false, '1234', '5'],
    ['0.000001', false, '0', '000001'],
    // Georgian and Russian: spaces (also no-break and narrow no-break) group thousands, a comma is the decimal sign
    ['1 234,50', false, '1234', '50'],
    ['1\u00A0234,50', false, '1234', '50'],
    ['1\u202F234\u202F567,891', false, '1234567', '891'],
    ['1,224982', false, '1', '224982'],
    ['1234,5', false, '1234', '5'],
    // English: commas group thousands before a decimal point
    ['1,234.50', false, '1234', '50'],
    ['1,234,567.891', false, '1234567', '891'],
    // a lone comma is a decimal comma: never a thousand
    ['1,234', false, '1', '234'],
    // surrounding spaces, a minus (also U+2212)
    ['  42  ', false, '42', ''],
    ['-5,25', true, '5', '25'],
    ['\u22125.25', true, '5', '25'],
  ])('reads %j', (text, negative, whole, fraction) => expect(parseDecimalText(text)).toEqual({ ok: true, negative, whole, fraction }));

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'numeric'],
    ['1e3', 'numeric'],
    ['.5', 'numeric'],
    ['1.', 'numeric'],
    [',5', 'numeric'],
    ['1,2,3', 'numeric'],
    ['1.2.3', 'numeric'],
    ['1.234,50', 'numeric'],
    ['12,34.50', 'numeric'],
    ['1 234.567,8', 'numeric'],
    ['+5', 'numeric'],
    ['5-', 'numeric'],
  ] as const)('refuses %j (%s)', (text, reason) => expect(parseDecimalText(text)).toEqual({ ok: false, reason }));
});
