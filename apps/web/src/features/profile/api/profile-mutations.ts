import { useMutation } from '@tanstack/react-query';
import { userApi } from '@pensia/domain/user/user.api';
import type { ChangePasswordRequest, UpdateOrganizationRequest } from '@pensia/domain/user/user.schema';
import { apiRequest } from '../../../common/lib/api-client';
import { sessionStore } from '../../../common/session/session-store';

/** Saves mobile and email (`PUT users/organization`) and puts the saved user in the session. */
export function useUpdateOrganizationMutation() {
  return useMutation({
    mutationFn: (body: UpdateOrganizationRequest) => apiRequest(userApi.updateOrganization, { body }),
    onSuccess: (user) => sessionStore.set({ user }),
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiRequest(userApi.changePassword, { body }),
  });
}
