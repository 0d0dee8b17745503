import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nboApi } from '@pensia/domain/nbo/nbo.api';
import type { Letter, LetterListQuery, Notification } from '@pensia/domain/nbo/nbo.schema';
import { apiBlob, apiRequest } from '../../../common/lib/api-client';
import { refreshCounts } from '../../../common/session/session-actions';
import { sessionStore } from '../../../common/session/session-store';

export type CorrespondenceKind = 'letter' | 'notification';

export const correspondenceKeys = {
  all: ['correspondence'] as const,
  page: (kind: CorrespondenceKind, query: LetterListQuery) => ['correspondence', kind, 'page', query] as const,
  every: (kind: CorrespondenceKind) => ['correspondence', kind, 'every'] as const,
};

/** A page of letters (`letters/user`), newest first, with the registry's filters. */
export function useLetterPage(query: LetterListQuery, enabled = true) {
  return useQuery({
    queryKey: correspondenceKeys.page('letter', query),
    queryFn: ({ signal }) => apiRequest(nboApi.letters, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** A page of notifications (`notifs/user`), newest first. */
export function useNotificationPage(query: LetterListQuery) {
  return useQuery({
    queryKey: correspondenceKeys.page('notification', query),
    queryFn: ({ signal }) => apiRequest(nboApi.notifications, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every letter (`letters/user/all`): the letter view finds its letter here. */
export function useAllLetters() {
  return useQuery({
    queryKey: correspondenceKeys.every('letter'),
    queryFn: ({ signal }) => apiRequest(nboApi.allLetters, { signal }),
    staleTime: 0,
  });
}

/** Every notification (`notifs/user/all`). */
export function useAllNotifications() {
  return useQuery({
    queryKey: correspondenceKeys.every('notification'),
    queryFn: ({ signal }) => apiRequest(nboApi.allNotifications, { signal }),
    staleTime: 0,
  });
}

/** Downloads an attachment of a letter or notification as a file with its name. */
export function downloadAttachment(kind: CorrespondenceKind, itemId: string, attachmentId: string) {
  const contract = kind === 'letter' ? nboApi.downloadLetterAttachment : nboApi.downloadNotificationAttachment;
  return apiBlob(contract, { query: { _id: itemId, attachmentId } });
}

/** Items counted as opened in this page's life: an item's stale copy is not counted twice. */
const countedOpen = new Set<string>();

/** The new counts at once after an item is opened, before the count call answers: its alert stops at once. */
export function countOpened(kind: CorrespondenceKind, item: Pick<Letter, '_id' | 'isNew'>) {
  if (!item.isNew || countedOpen.has(item._id)) return;
  countedOpen.add(item._id);
  const s = sessionStore.get();
  if (kind === 'letter') sessionStore.set({ newLetters: Math.max(0, s.newLetters - 1) });
  else sessionStore.set({ newNotifications: Math.max(0, s.newNotifications - 1) });
}

/**
 * The counts of the session at once after a read, before the server's answer to the count call: reading
 * the last obligatory notification lifts the logout block and the alert without waiting for the poll.
 */
export function countRead(
  kind: CorrespondenceKind,
  item: Pick<Notification, '_id' | 'isRead' | 'isNew'> & { isObligatory?: boolean },
) {
  if (item.isRead) return;
  countOpened(kind, item);
  const s = sessionStore.get();
  if (kind === 'notification' && item.isObligatory)
    sessionStore.set({ newObligatoryNotifications: Math.max(0, s.newObligatoryNotifications - 1) });
}

/**
 * Opening a letter or notification (`letters/user/open`, `notifs/user/open`): it is no longer new, so its alert
 * stops coming back; "I have read" stays a separate act (docs/decisions/0054). An operator acting for the
 * organization opens nothing for it.
 */
export function useOpenOnView(kind: CorrespondenceKind, item: Letter | Notification, isAdmin: boolean) {
  const client = useQueryClient();
  const open = useMutation({
    mutationFn: (it: Letter | Notification) =>
      apiRequest(kind === 'letter' ? nboApi.openLetter : nboApi.openNotification, { body: { _id: it._id } }),
    onSuccess: async (result, it) => {
      if (!result.isNew) countOpened(kind, it);
      await Promise.all([
        refreshCounts().catch(() => undefined),
        client.invalidateQueries({ queryKey: ['correspondence', kind] }),
      ]);
    },
  });
  const { mutate } = open;
  useEffect(() => {
    if (item.isNew && !isAdmin) mutate(item);
    // once per item shown: the item's copy changes when its list is fetched again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item._id, item.isNew, isAdmin, mutate]);
}

/** "I have read": `letters/user/read` or `notifs/user/read`, then the counts and the lists again. */
export function useReadMutation(kind: CorrespondenceKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: Letter | Notification) =>
      apiRequest(kind === 'letter' ? nboApi.readLetter : nboApi.readNotification, { body: { _id: item._id } }),
    onSuccess: async (_result, item) => {
      countRead(kind, item);
      await Promise.all([
        refreshCounts().catch(() => undefined),
        client.invalidateQueries({ queryKey: ['correspondence', kind] }),
      ]);
    },
  });
}
