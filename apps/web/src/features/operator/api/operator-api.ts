import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRecordId } from '@pensia/domain/http/ids';
import { operatorApi } from '@pensia/domain/operator/operator.api';
import type { AuditLogQuery, NameChangeListQuery, OrganizationSummary } from '@pensia/domain/operator/operator.schema';
import { userApi } from '@pensia/domain/user/user.api';
import { apiBlob, apiRequest } from '../../../common/lib/api-client';
import { completeSignIn, stopCountPolling } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';
import { actingStore } from '../lib/acting-store';

export type SentKind = 'letter' | 'notification';

/** How often a sent item still being sent is asked for again (docs/decisions/0087). */
export const SENDING_POLL_MS = 2_000;

export const operatorKeys = {
  all: ['operator'] as const,
  organizations: (query: string, pageNumber: number) => ['operator', 'organizations', query, pageNumber] as const,
  sent: (kind: SentKind, query: string, pageNumber: number) => ['operator', 'sent', kind, query, pageNumber] as const,
  sentItem: (kind: SentKind, id: string) => ['operator', 'sent-item', kind, id] as const,
  recipients: (kind: SentKind, id: string, filter: { isRead?: boolean; query?: string; pageNumber: number }) =>
    ['operator', 'recipients', kind, id, filter] as const,
  audit: (query: AuditLogQuery) => ['operator', 'audit', query] as const,
  operators: ['operator', 'operators'] as const,
  nameChanges: (query: NameChangeListQuery) => ['operator', 'name-changes', query] as const,
};

export const SENT_PAGE_SIZE = 10;

export function useOrganizationSearch(query: string, pageNumber: number, enabled = true) {
  return useQuery({
    queryKey: operatorKeys.organizations(query, pageNumber),
    queryFn: ({ signal }) => apiRequest(operatorApi.organizations, { query: { query: query || undefined, pageNumber, pageSize: SENT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSentList(kind: SentKind, query: string, pageNumber: number) {
  return useQuery({
    queryKey: operatorKeys.sent(kind, query, pageNumber),
    queryFn: ({ signal }) =>
      apiRequest(kind === 'letter' ? operatorApi.sentLetters : operatorApi.sentNotifications, {
        query: { query: query || undefined, pageNumber, pageSize: SENT_PAGE_SIZE },
        signal,
      }),
    // a send under way is asked for again until it is sent
    refetchInterval: (q) => (q.state.data?.items.some((i) => i.status === 'sending') ? SENDING_POLL_MS : false),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSentItem(kind: SentKind, id: string) {
  return useQuery({
    queryKey: operatorKeys.sentItem(kind, id),
    // an id that can't name a record is not sent to the server (the screen shows "not found")
    enabled: isRecordId(id),
    queryFn: ({ signal }) => apiRequest(kind === 'letter' ? operatorApi.sentLetter : operatorApi.sentNotification, { params: { id }, signal }),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? SENDING_POLL_MS : false),
  });
}

export function useRecipients(kind: SentKind, id: string, filter: { isRead?: boolean; query?: string; pageNumber: number }) {
  return useQuery({
    queryKey: operatorKeys.recipients(kind, id, filter),
    enabled: isRecordId(id),
    queryFn: ({ signal }) =>
      apiRequest(kind === 'letter' ? operatorApi.letterRecipients : operatorApi.notificationRecipients, {
        params: { id },
        query: { isRead: filter.isRead, query: filter.query || undefined, pageNumber: filter.pageNumber, pageSize: SENT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function downloadSentAttachment(kind: SentKind, id: string, attachmentId: string) {
  return apiBlob(kind === 'letter' ? operatorApi.letterAttachment : operatorApi.notificationAttachment, { params: { id, attachmentId } });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: operatorKeys.audit(query),
    queryFn: ({ signal }) => apiRequest(operatorApi.auditLog, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOperators() {
  return useQuery({ queryKey: operatorKeys.operators, queryFn: ({ signal }) => apiRequest(operatorApi.operators, { signal }), staleTime: 5 * 60_000 });
}

export function useSendMutation(kind: SentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiRequest(kind === 'letter' ? operatorApi.sendLetter : operatorApi.sendNotification, { body: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operator', 'sent'] }),
  });
}

/** Sends a failed send again, from where it stopped (decision 0089): sent (200) or being sent again (202). */
export function useSendAgainMutation(kind: SentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(kind === 'letter' ? operatorApi.resendLetter : operatorApi.resendNotification, { params: { id } }),
    onSettled: (_data, _error, id) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['operator', 'sent'] }),
        client.invalidateQueries({ queryKey: operatorKeys.sentItem(kind, id) }),
        client.invalidateQueries({ queryKey: ['operator', 'recipients', kind, id] }),
      ]),
  });
}

/**
 * Opens an organization's portal on its behalf: the session takes the tokens scoped to it (the admin flag
 * stays, so the admin rules apply), and the operator's own tokens are kept to come back with.
 */
export function useActOnBehalf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (organization: OrganizationSummary) => {
      const { accessToken, refreshToken } = sessionStore.get();
      if (!accessToken || !refreshToken) throw new Error('not signed in');
      const result = await apiRequest(operatorApi.actOnBehalf, { params: { id: organization.id } });
      // the operator's tokens may have been refreshed by the call itself
      const own = sessionStore.get();
      actingStore.set({
        organization: { id: result.organization.id, name: result.organization.name, code: result.organization.code },
        operatorAccessToken: own.accessToken ?? accessToken,
        operatorRefreshToken: own.refreshToken ?? refreshToken,
      });
      client.clear();
      await completeSignIn({ accessToken: result.accessToken, refreshToken: result.refreshToken }, true);
      return result.organization;
    },
  });
}

/** Ends the session acting for an organization and goes back to the operator's own session. */
export async function stopActing(): Promise<void> {
  const acting = actingStore.get();
  if (!acting) return;
  const { refreshToken } = sessionStore.get();
  // no poll may run with the acting tokens once they are revoked
  stopCountPolling();
  if (refreshToken) await apiRequest(userApi.logout, { body: { refreshToken }, silent: true }).catch(() => undefined);
  await completeSignIn({ accessToken: acting.operatorAccessToken, refreshToken: acting.operatorRefreshToken }, true);
  actingStore.set(null);
}

/** The rows whose name an employer confirmed as changed, newest first; of one organization when its code is given. */
export function useNameChanges(organizationCode: string, pageNumber: number, pageSize: number) {
  const query: NameChangeListQuery = { pageNumber, pageSize, ...(organizationCode ? { organizationCode } : {}) };
  return useQuery({
    queryKey: operatorKeys.nameChanges(query),
    queryFn: ({ signal }) => apiRequest(operatorApi.nameChanges, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
