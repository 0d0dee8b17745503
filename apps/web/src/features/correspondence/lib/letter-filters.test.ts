import { describe, expect, it } from 'vitest';
import { EMPTY_LETTER_FILTERS, filtersFromSession, hasActiveFilters, isPeriodReversed, queryOfFilters } from './letter-filters';

describe('letter filters', () => {
  it('takes the filters kept in the session, dropping anything malformed', () => {
    expect(filtersFromSession(null)).toEqual(EMPTY_LETTER_FILTERS);
    expect(filtersFromSession({ type: 'warning', receivedFrom: '2026-01-01', receivedTo: 'soon', read: 'unread', pageNumber: 3 })).toEqual({
      type: 'warning',
      receivedFrom: '2026-01-01',
      receivedTo: '',
      read: 'unread',
      pageNumber: 3,
    });
    expect(filtersFromSession({ type: 'spam', pageNumber: -1 })).toEqual(EMPTY_LETTER_FILTERS);
  });

  it('builds the query of letters/user', () => {
    expect(queryOfFilters(EMPTY_LETTER_FILTERS)).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(queryOfFilters({ type: 'reminder', receivedFrom: '2026-01-01', receivedTo: '2026-01-31', read: 'read', pageNumber: 2 })).toEqual({
      pageNumber: 2,
      pageSize: 10,
      type: 'reminder',
      receivedFrom: '2026-01-01',
      receivedTo: '2026-01-31',
      isRead: true,
    });
    expect(queryOfFilters({ ...EMPTY_LETTER_FILTERS, read: 'unread' }).isRead).toBe(false);
  });

  it('knows a reversed period and whether any filter is set', () => {
    expect(isPeriodReversed({ receivedFrom: '2026-02-01', receivedTo: '2026-01-01' })).toBe(true);
    expect(isPeriodReversed({ receivedFrom: '2026-01-01', receivedTo: '' })).toBe(false);
    expect(hasActiveFilters(EMPTY_LETTER_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_LETTER_FILTERS, pageNumber: 4 })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_LETTER_FILTERS, read: 'read' })).toBe(true);
  });
});
