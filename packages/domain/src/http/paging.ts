import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, MAX_PAGE_SIZE } from './paging-defaults.ts';

export { DEFAULT_PAGE_SIZE, FIRST_PAGE, MAX_PAGE_SIZE } from './paging-defaults.ts';

export const PagingQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(FIRST_PAGE),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

/** A page's number: 1 by default. */
export const PageNumberSchema = z.coerce.number().int().min(1).default(FIRST_PAGE);
/**
 * A page's size where a screen may ask for more than the largest page (a declaration's rows, a correction's):
 * 10 by default, a larger one answered with the largest page rather than refused.
 */
export const CappedPageSizeSchema = z.coerce
  .number()
  .int()
  .min(1)
  .default(DEFAULT_PAGE_SIZE)
  .transform((size) => Math.min(size, MAX_PAGE_SIZE));
/** Paging whose size is capped, not refused (`CappedPageSizeSchema`). */
export const CappedPagingSchema = z.object({ pageNumber: PageNumberSchema, pageSize: CappedPageSizeSchema });
