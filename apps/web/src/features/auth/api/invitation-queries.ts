import { useMutation, useQuery } from '@tanstack/react-query';
import { orgUsersApi } from '@pensia/domain/user/org-users.api';
import type { AcceptInvitationRequest } from '@pensia/domain/user/org-users.schema';
import { apiRequest } from '../../../common/lib/api-client';

/** What an invitation link is for (public, docs/decisions/0100). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: ({ signal }) => apiRequest(orgUsersApi.preview, { body: { token }, signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** The new user of the invitation: its username, password and security question. */
export function useAcceptInvitation() {
  return useMutation({ mutationFn: (body: AcceptInvitationRequest) => apiRequest(orgUsersApi.accept, { body }) });
}
