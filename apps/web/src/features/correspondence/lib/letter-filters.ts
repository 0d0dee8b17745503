import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import { CORRESPONDENCE_TYPES, type CorrespondenceType, type LetterListQuery } from '@pensia/domain/nbo/nbo.schema';

/** The letters registry's filters, kept for the session in the store's `letterFilters`. */
export interface LetterRegistryFilters {
  type: CorrespondenceType | null;
  receivedFrom: string;
  receivedTo: string;
  read: 'all' | 'unread' | 'read';
  pageNumber: number;
}

export const EMPTY_LETTER_FILTERS: LetterRegistryFilters = { type: null, receivedFrom: '', receivedTo: '', read: 'all', pageNumber: 1 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCorrespondenceType(value: unknown): value is CorrespondenceType {
  return typeof value === 'string' && (CORRESPONDENCE_TYPES as readonly string[]).includes(value);
}

/** The filters kept in the session, or none; anything malformed is dropped. */
export function filtersFromSession(saved: Record<string, unknown> | null): LetterRegistryFilters {
  if (!saved) return EMPTY_LETTER_FILTERS;
  const read = saved.read === 'unread' || saved.read === 'read' ? saved.read : 'all';
  const page = Number(saved.pageNumber);
  return {
    type: isCorrespondenceType(saved.type) ? saved.type : null,
    receivedFrom: typeof saved.receivedFrom === 'string' && DATE.test(saved.receivedFrom) ? saved.receivedFrom : '',
    receivedTo: typeof saved.receivedTo === 'string' && DATE.test(saved.receivedTo) ? saved.receivedTo : '',
    read,
    pageNumber: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Whether the period is the wrong way round (the end before the start). */
export function isPeriodReversed(f: Pick<LetterRegistryFilters, 'receivedFrom' | 'receivedTo'>): boolean {
  return Boolean(f.receivedFrom && f.receivedTo && f.receivedFrom > f.receivedTo);
}

/** The query of `letters/user` for the filters. */
export function queryOfFilters(f: LetterRegistryFilters): LetterListQuery {
  return {
    pageNumber: f.pageNumber,
    pageSize: DEFAULT_PAGE_SIZE,
    ...(f.type ? { type: f.type } : {}),
    ...(f.receivedFrom ? { receivedFrom: f.receivedFrom } : {}),
    ...(f.receivedTo ? { receivedTo: f.receivedTo } : {}),
    ...(f.read === 'all' ? {} : { isRead: f.read === 'read' }),
  };
}

export function hasActiveFilters(f: LetterRegistryFilters): boolean {
  return Boolean(f.type || f.receivedFrom || f.receivedTo || f.read !== 'all');
}
