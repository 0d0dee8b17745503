import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, MAX_PAGE_SIZE } from './paging-defaults.ts';

export { DEFAULT_PAGE_SIZE, FIRST_PAGE, MAX_PAGE_SIZE } from './paging-defaults.ts';

export const PagingQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(FIRST_PAGE),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;
