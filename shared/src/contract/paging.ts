import { z } from 'zod';

/** Largest page any paged call hands out; asking for more is a parameter error (code 11). */
export const MAX_PAGE_SIZE = 100;
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

/**
 * The paging fields the wallet and coupon calls spread into their requests
 * (`z.object({ ...pageRequestShape, x })`): the same rules, with the money layer's default page of
 * 10 (to be unified when its branch meets the catalogue's). PAGE_SIZE_MAX is MAX_PAGE_SIZE under
 * the money layer's name.
 */
export const pageRequestShape = {
  pageNum: pageRequestSchema.shape.pageNum,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
};
export const PAGE_SIZE_MAX = MAX_PAGE_SIZE;
