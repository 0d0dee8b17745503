import { useMemo, useRef } from 'react';
import { IDEMPOTENCY_KEY_HEADER } from '@pensia/domain/declarations-api/declaration.endpoints';

/** A fresh Idempotency-Key. */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** The header that sends a key. */
export const idempotencyHeader = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/**
 * The Idempotency-Key of one submission of a dialog or form: the same submission sent again (a retry after a
 * dropped answer) keeps its key, so the server writes it once; a changed submission, or one after `done()`, gets
 * a fresh key. `what` is anything that tells one submission from another (its body as text).
 */
export function useSubmissionKey() {
  const attempt = useRef<{ what: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(what: string): string {
        if (attempt.current?.what !== what) attempt.current = { what, key: newIdempotencyKey() };
        return attempt.current.key;
      },
      done(): void {
        attempt.current = null;
      },
    }),
    [],
  );
}

/** What tells one multipart submission from another: its fields, and its files by name, size and date. */
export function formDataSignature(body: FormData): string {
  return JSON.stringify([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : [v.name, v.size, (v as File).lastModified ?? 0]]));
}
