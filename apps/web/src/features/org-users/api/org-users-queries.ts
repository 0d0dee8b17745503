import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orgUsersApi } from '@pensia/domain/user/org-users.api';
import type { CreateInvitationRequest, UpdateOrgUserRequest } from '@pensia/domain/user/org-users.schema';
import { apiRequest } from '../../../common/lib/api-client';

export const orgUserKeys = {
  users: ['organization-users'] as const,
  invitations: ['invitations'] as const,
};

/** The organization's users (`GET organization-users`). */
export function useOrgUsers() {
  return useQuery({ queryKey: orgUserKeys.users, queryFn: ({ signal }) => apiRequest(orgUsersApi.list, { signal }) });
}

/** The invitations still to be accepted (`GET invitations`). */
export function useInvitations() {
  return useQuery({ queryKey: orgUserKeys.invitations, queryFn: ({ signal }) => apiRequest(orgUsersApi.invitations, { signal }) });
}

export function useInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationRequest) => apiRequest(orgUsersApi.invite, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: orgUserKeys.invitations }),
  });
}

export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(orgUsersApi.revoke, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: orgUserKeys.invitations }),
  });
}

export function useUpdateOrgUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateOrgUserRequest }) => apiRequest(orgUsersApi.update, { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: orgUserKeys.users }),
  });
}
