import { z } from 'zod';

/** Default page size and first page of the specification (section 9). */
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
/** Server cap: no request may ask for more rows than this in one page. */
export const MAX_PAGE_SIZE = 200;

export const PagingQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(FIRST_PAGE),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;
