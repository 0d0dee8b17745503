import { useMutation } from '@tanstack/react-query';
import { userEndpoints } from '@pensia/domain/user/user.endpoints';
import type { OperatorLoginRequest, RegisterLegalEntityRequest, RegisterPersonRequest, ResetPasswordRequest } from '@pensia/domain/user/user.schema';
import { apiRequest } from '../../../common/lib/api-client';
import { LOGIN_LANGUAGE_CODE } from './login';

export function useOperatorLoginMutation() {
  return useMutation({
    mutationFn: (body: Omit<OperatorLoginRequest, 'languageCode'>) =>
      apiRequest(userEndpoints.operatorLogin, { body: { ...body, languageCode: LOGIN_LANGUAGE_CODE } }),
  });
}

export function useRegisterPersonMutation() {
  return useMutation({
    mutationFn: (body: RegisterPersonRequest) => apiRequest(userEndpoints.registerPerson, { body }),
  });
}

export function useRegisterLegalEntityMutation() {
  return useMutation({
    mutationFn: (body: RegisterLegalEntityRequest) => apiRequest(userEndpoints.registerLegalEntity, { body }),
  });
}

export function useResetQuestionMutation() {
  return useMutation({
    mutationFn: (username: string) => apiRequest(userEndpoints.resetQuestion, { body: { username } }),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => apiRequest(userEndpoints.resetPassword, { body }),
  });
}
