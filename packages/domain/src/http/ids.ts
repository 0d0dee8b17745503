const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records (declarations, letters, notifications, organizations) are named by UUIDs. Anything else in an
 * address can't name one: screens show "not found" for it without asking the server.
 */
export function isRecordId(value: string | null | undefined): value is string {
  return typeof value === 'string' && RECORD_ID.test(value);
}
