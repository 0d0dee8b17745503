import type { TFunction } from 'i18next';
import { ApiError } from '../../../common/lib/api-client';

/**
 * Text of a failed call of the sign-in, registration or recovery screens. A throttled attempt (429) shows the
 * server's text when it has one (it says, in the user's language, when to try again), otherwise our own; any
 * other failure shows the server's message.
 */
export function requestErrorText(error: unknown, t: TFunction<'auth'>): string {
  if (error instanceof ApiError) {
    if (error.status === 429)
      return (error.code === 'TOO_MANY_FAILED_ATTEMPTS' || error.code === 'TOO_MANY_ATTEMPTS') && error.message
        ? error.message
        : t('signIn.throttled');
    if (error.message) return error.message;
  }
  return t('common.unexpectedError');
}
