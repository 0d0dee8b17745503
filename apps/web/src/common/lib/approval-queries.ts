import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalApi } from '@pensia/domain/approvals/approval.api';
import type { ApprovalKind, ApprovalListQuery, ApprovalStatus } from '@pensia/domain/approvals/approval.schema';
import { apiRequest } from './api-client';
import { userApi } from '@pensia/domain/user/user.api';
import { sessionStore } from '../session/session-store';

export const approvalKeys = {
  all: ['approvals'] as const,
  list: (q: Partial<ApprovalListQuery>) => ['approvals', 'list', q] as const,
  one: (id: string) => ['approvals', 'one', id] as const,
  ofSubject: (subjectId: string) => ['approvals', 'subject', subjectId] as const,
};

/** The organization's approval requests, newest first. */
export function useApprovals(q: { status?: ApprovalStatus; pageNumber: number; pageSize: number }) {
  return useQuery({
    queryKey: approvalKeys.list(q),
    queryFn: ({ signal }) => apiRequest(approvalApi.list, { query: q, signal }),
  });
}

/** The latest approval request of a subject (a declaration, reversal, annual declaration), with what changed since the one sent back before it. */
export function useLatestApproval(subjectId: string) {
  return useQuery({
    queryKey: approvalKeys.ofSubject(subjectId),
    queryFn: async ({ signal }) => {
      const page = await apiRequest(approvalApi.list, { query: { subjectId, pageNumber: 1, pageSize: 1 }, signal });
      const latest = page.items[0];
      return latest ? apiRequest(approvalApi.get, { params: { id: latest.id }, signal }) : null;
    },
  });
}

/** The approvals' writes; each reloads the approvals and what they touch (declarations, reversals, annual declarations). */
export function useApprovalActions() {
  const client = useQueryClient();
  const done = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: approvalKeys.all }),
      client.invalidateQueries({ queryKey: ['declarations'] }),
      client.invalidateQueries({ queryKey: ['reversals'] }),
      client.invalidateQueries({ queryKey: ['annual'] }),
    ]);
  return {
    /** Submits a declaration (named by its id alone), or a subject of another kind. */
    submit: useMutation({
      mutationFn: (subject: string | { kind: ApprovalKind; subjectId: string }) =>
        apiRequest(approvalApi.submit, { body: typeof subject === 'string' ? { kind: 'declaration', subjectId: subject } : subject }),
      onSettled: done,
    }),
    approve: useMutation({
      mutationFn: (id: string) => apiRequest(approvalApi.approve, { params: { id } }),
      onSettled: done,
    }),
    sendBack: useMutation({
      mutationFn: (v: { id: string; comment: string }) =>
        apiRequest(approvalApi.sendBack, { params: { id: v.id }, body: { comment: v.comment } }),
      onSettled: done,
    }),
    withdraw: useMutation({
      mutationFn: (id: string) => apiRequest(approvalApi.withdraw, { params: { id } }),
      onSettled: done,
    }),
    setting: useMutation({
      mutationFn: (requiresApproval: boolean) => apiRequest(approvalApi.setting, { body: { requiresApproval } }),
      // the session's user carries whether approval is required: the screens follow it at once
      onSuccess: async () => sessionStore.set({ user: await apiRequest(userApi.me) }),
    }),
  };
}

// whether the signed-in user's role has a permission: kept beside the session, without the approvals' schemas
export { useCan } from '../session/use-can';
