/**
 * Default page size and first page (docs/domain-rules.md), and the server's cap, without the schema
 * library: a screen that pages a list needs these and nothing of `paging.ts`'s schema.
 */
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
/** Server cap: no request may ask for more rows than this in one page. */
export const MAX_PAGE_SIZE = 200;
