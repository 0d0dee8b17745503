import { hasControlCharacters } from '@pensia/domain/http/control-characters';
import { vmsg } from '@pensia/domain/i18n/messages';

/**
 * The sign-in form's checks, written out so the sign-in page loads no schema library: the same rules and the
 * same message references (`vmsg`) as the username and password of `LoginRequestSchema`, which the server
 * applies (sign-in-checks.test.ts compares the two).
 */
export interface Credentials {
  username: string;
  password: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** A single-line text: no control character, something left after trimming (when `trim`), at most `max` long. */
function checkText(value: string, max: number, trim: boolean): string | undefined {
  if (hasControlCharacters(value)) return vmsg('controlCharacters');
  const v = trim ? value.trim() : value;
  if (v.length < 1) return vmsg('required');
  if (v.length > max) return vmsg('tooLong', { max });
  return undefined;
}

export function checkUsername(value: string): string | undefined {
  return checkText(value, 100, true);
}

export function checkPassword(value: string): string | undefined {
  return checkText(value, 256, false);
}

/** The first message of each field that is not valid; an empty object when both are. */
export function checkCredentials(values: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  const username = checkUsername(values.username);
  const password = checkPassword(values.password);
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}

/** The values as the server takes them (the username trimmed, as the schema's `.trim()` does). */
export function credentialsToSend(values: Credentials): Credentials {
  return { username: values.username.trim(), password: values.password };
}
