import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';

/**
 * The strong password rule (docs/domain-rules.md): 8 to 32 characters, Latin letters, at least one
 * digit and at least one special character. It applies to every new password, registration included: the
 * weaker registration hint of the original portal (6 to 12, no special characters) is not used (README).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
const SPECIALS = `!"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~`;

export function isStrongPassword(value: string): boolean {
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return false;
  let letter = false;
  let digit = false;
  let special = false;
  for (const ch of value) {
    if (/[A-Za-z]/.test(ch)) letter = true;
    else if (/[0-9]/.test(ch)) digit = true;
    else if (SPECIALS.includes(ch)) special = true;
    else return false; // non-Latin letters, spaces and other characters are not allowed
  }
  return letter && digit && special;
}

/** A password being checked at sign-in: only required, never the strength rule (old accounts). */
export const PasswordSchema = text({ error: vmsg('required') }).min(1, vmsg('required')).max(256, vmsg('tooLong', { max: 256 }));

/** A new password: the strong rule. The server also refuses the most common passwords. */
export const NewPasswordSchema = text({ error: vmsg('required') })
  .min(1, vmsg('required'))
  .refine(isStrongPassword, vmsg('passwordStrong'));
