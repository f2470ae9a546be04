import { z } from 'zod';

/** Largest page any paged call hands out; asking for more is a parameter error (code 11). */
export const MAX_PAGE_SIZE = 100;
/** The same limit under the money layer's name (docs/api-conventions.md, Paging). */
export const PAGE_SIZE_MAX = MAX_PAGE_SIZE;
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The paging part of a paged call's request: 1-based page number and page size. Query strings
 * carry them as text, hence the coercion; anything else than a positive integer is code 11.
 */
export const pageRequestSchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

/** The money layer's lists (wallet flows, coupons) hand out 10 a page when not told otherwise. */
const MONEY_LIST_PAGE_SIZE = 10;

/**
 * The request fields of the money layer's paged calls: pageNum from 1, pageSize 1 to 100, both
 * optional (page 1 of 10). Spread into a call's request: `z.object({ ...pageRequestShape, currencyName })`.
 * A value that is not a whole number in range is refused with code 11.
 */
export const pageRequestShape = {
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(MONEY_LIST_PAGE_SIZE),
};

/** One page of a list, with the total count so a client can draw its pager. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
