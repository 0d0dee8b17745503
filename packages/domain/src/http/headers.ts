/** Header names of optimistic concurrency and of retried writes (decision 0007), used by every group that writes. */
export const IF_MATCH_HEADER = 'if-match';
export const ETAG_HEADER = 'etag';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The ETag of a declaration of a given version (a strong validator: `"7"`). */
export function declarationEtag(version: number): string {
  return `"${version}"`;
}
