import { useSyncExternalStore } from 'react';

/**
 * Attachments the user has opened or downloaded in this page session, per letter or notification: "I have
 * read" is enabled once every attachment of the item is among them.
 */
const opened = new Map<string, Set<string>>();
const listeners = new Set<() => void>();
let version = 0;

export function markAttachmentOpened(itemId: string, attachmentId: string): void {
  const set = opened.get(itemId) ?? new Set<string>();
  if (set.has(attachmentId)) return;
  set.add(attachmentId);
  opened.set(itemId, set);
  version++;
  for (const l of listeners) l();
}

export function openedAttachmentsOf(itemId: string): ReadonlySet<string> {
  return opened.get(itemId) ?? new Set();
}

/** For tests: forget everything. */
export function resetOpenedAttachments(): void {
  opened.clear();
  version++;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The ids of the item's attachments opened so far (re-rendering when one more is opened). */
export function useOpenedAttachments(itemId: string): ReadonlySet<string> {
  useSyncExternalStore(subscribe, () => version, () => version);
  return openedAttachmentsOf(itemId);
}
