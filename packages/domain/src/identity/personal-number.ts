import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';

/** Personal number: exactly 11 digits, may start with 0, no check digit (domain-rules.md). */
export const PERSONAL_NUMBER_LENGTH = 11;

export function isPersonalNumber(value: string): boolean {
  return /^\d{11}$/.test(value);
}

export const PersonalNumberSchema = text({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .regex(/^\d+$/, vmsg('personalNumberDigits'))
  .length(PERSONAL_NUMBER_LENGTH, vmsg('personalNumberLength'));
