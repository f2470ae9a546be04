import type { Page, PageRequest } from '@topup/shared/contract';

/** The answer of a paged call (docs/api-conventions.md, Paging): the page asked for, with the total. */
export function pageAnswer<T>(page: PageRequest, result: { list: T[]; total: number }): Page<T> {
  return { list: result.list, total: result.total, pageNum: page.pageNum, pageSize: page.pageSize };
}
