import { z } from 'zod';

/** The largest page any paged call hands out (docs/api-conventions.md, Paging). */
export const PAGE_SIZE_MAX = 100;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * The request fields of every paged call: pageNum from 1, pageSize 1 to 100, both optional
 * (page 1 of 10). Spread into a call's request: `z.object({ ...pageRequestShape, currencyName })`.
 * A value that is not a whole number in range is refused with code 11.
 */
export const pageRequestShape = {
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
};

export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** The answer of every paged call: one page of items, the total count, and the page asked for. */
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
