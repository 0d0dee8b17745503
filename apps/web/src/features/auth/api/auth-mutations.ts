import { useMutation } from '@tanstack/react-query';
import { userApi } from '@pensia/domain/user/user.api';
import type { LoginRequest, OperatorLoginRequest, RegisterLegalEntityRequest, RegisterPersonRequest, ResetPasswordRequest } from '@pensia/domain/user/user.schema';
import { apiRequest } from '../../../shared/lib/api-client';

/** The original client always signs in with this language code, whatever the interface language (section 7). */
export const LOGIN_LANGUAGE_CODE = 'ka-ge';

export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: Omit<LoginRequest, 'languageCode'>) =>
      apiRequest(userApi.login, { body: { ...body, languageCode: LOGIN_LANGUAGE_CODE } }),
  });
}

export function useOperatorLoginMutation() {
  return useMutation({
    mutationFn: (body: Omit<OperatorLoginRequest, 'languageCode'>) =>
      apiRequest(userApi.operatorLogin, { body: { ...body, languageCode: LOGIN_LANGUAGE_CODE } }),
  });
}

export function useRegisterPersonMutation() {
  return useMutation({
    mutationFn: (body: RegisterPersonRequest) => apiRequest(userApi.registerPerson, { body }),
  });
}

export function useRegisterLegalEntityMutation() {
  return useMutation({
    mutationFn: (body: RegisterLegalEntityRequest) => apiRequest(userApi.registerLegalEntity, { body }),
  });
}

export function useResetQuestionMutation() {
  return useMutation({
    mutationFn: (username: string) => apiRequest(userApi.resetQuestion, { body: { username } }),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => apiRequest(userApi.resetPassword, { body }),
  });
}
