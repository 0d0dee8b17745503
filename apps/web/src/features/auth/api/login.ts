import { userEndpoints } from '@pensia/domain/user/user.endpoints';
import type { LoginRequest } from '@pensia/domain/user/user.schema';
import { apiRequest } from '../../../common/lib/api-client';

/** The original client always signs in with this language code, whatever the interface language (section 7). */
export const LOGIN_LANGUAGE_CODE = 'ka-ge';

/** Sign-in of an application user; a plain call, so the sign-in page needs no query library. */
export function requestLogin(body: Omit<LoginRequest, 'languageCode'>) {
  return apiRequest(userEndpoints.login, { body: { ...body, languageCode: LOGIN_LANGUAGE_CODE } });
}

