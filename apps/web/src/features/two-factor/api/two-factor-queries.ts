import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorApi } from '@pensia/domain/user/two-factor.api';
import { apiRequest } from '../../../common/lib/api-client';

export const twoFactorKeys = {
  status: ['two-factor'] as const,
  notices: ['user-notices'] as const,
};

/** The signed-in user's two-step verification. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorKeys.status, queryFn: ({ signal }) => apiRequest(twoFactorApi.status, { signal }) });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => apiRequest(twoFactorApi.start) });
}

export function useConfirmTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest(twoFactorApi.confirm, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}

export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest(twoFactorApi.disable, { body: { code } }),
    onSuccess: (status) => client.setQueryData(twoFactorKeys.status, status),
  });
}

export function useOrganizationSecurity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requiresTwoFactor: boolean) => apiRequest(twoFactorApi.organizationSecurity, { body: { requiresTwoFactor } }),
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
