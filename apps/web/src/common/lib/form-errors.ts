import { isValidationKey, parseVmsg } from '@pensia/domain/i18n/messages';
import type {
  FieldError,
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';
import { ApiError } from './api-client';
import { translateValidationRef } from './i18n';

/** `type` of a field error that came from the server (`result.messages`), not from the form's schema. */
export const SERVER_ERROR_TYPE = 'server';

/**
 * Text of a field error in the current language. Schema errors carry a message reference (`tooShort?min=3`,
 * made by `vmsg`); server field messages are usually already text in the request's language, but may be
 * references too. Anything that is not a known reference is shown as it is.
 */
export function fieldErrorText(error: Pick<FieldError, 'message'> | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  return isValidationKey(parseVmsg(message).key) ? translateValidationRef(message) : message;
}

/** The form field a server message key names: `email`, `body.email` or `Email` all mean `email`. */
function matchField<T extends FieldValues>(key: string, fields: readonly FieldPath<T>[]): FieldPath<T> | undefined {
  const last = key.split('.').pop()?.toLowerCase() ?? '';
  return fields.find((f) => f.toLowerCase() === key.toLowerCase() || f.toLowerCase() === last);
}

/**
 * Puts the server's field messages (`ApiError.fieldMessages`) under the fields of the form. Answers the
 * messages that name no field of the form, so the caller can show them elsewhere.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  messages: Record<string, string>,
  fields: readonly FieldPath<T>[],
): string[] {
  const unmatched: string[] = [];
  let focused = false;
  for (const [key, message] of Object.entries(messages)) {
    const field = matchField(key, fields);
    if (!field) {
      unmatched.push(message);
      continue;
    }
    setError(field, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}

/**
 * Puts a failed call's messages under the fields: the field messages of the answer, and for an error code
 * that concerns one field (`OLD_PASSWORD_WRONG` → `oldPassword`) the error's own text under that field, which
 * says more than the generic field message the server pairs with it. Answers whether any field got a message.
 */
export function applyApiErrorToForm<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly FieldPath<T>[],
  fieldOfCode: Partial<Record<string, FieldPath<T>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const codeField = fieldOfCode[error.code];
  const messages = { ...error.fieldMessages };
  if (codeField) {
    for (const key of Object.keys(messages)) if (matchField(key, [codeField])) delete messages[key];
  }
  const unmatched = applyServerFieldErrors(setError, messages, fields);
  if (codeField && error.message)
    setError(codeField, { type: SERVER_ERROR_TYPE, message: error.message }, { shouldFocus: true });
  return Boolean(codeField) || unmatched.length < Object.keys(messages).length;
}

/** Clears the server's message of a field (only that one: a schema error stays until the value is valid). */
export function clearServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getFieldState' | 'clearErrors'>,
  name: FieldPath<T>,
) {
  if (form.getFieldState(name).error?.type === SERVER_ERROR_TYPE) form.clearErrors(name);
}

/**
 * `register` of react-hook-form whose change handler first clears the server's message of the field, so a
 * message such as "Wrong email format" from the server disappears as soon as the user types in the field.
 */
export function registerClearingServerError<T extends FieldValues, N extends FieldPath<T>>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'clearErrors'>,
  name: N,
  options?: RegisterOptions<T, N>,
): UseFormRegisterReturn<N> {
  const registered = form.register(name, options);
  return {
    ...registered,
    onChange: (event) => {
      clearServerError(form, name);
      return registered.onChange(event);
    },
  };
}
