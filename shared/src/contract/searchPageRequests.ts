import { SEARCH_KEYWORD_MAX, type categorySearchCall, type searchGoodsCall } from './catalog';
import type { PagePayload } from './pageRequests';

const SEARCH_PAGE_SIZE = 20;

/**
 * /search's first render from its address: the keyword (?keyword=, trimmed, and cut to what the
 * calls take rather than refused) and the page (?page=, 1 unless a whole number from 1). With a
 * keyword it asks for the matching games and that page of matching products. Named once for the
 * page and the server, which answers them ahead into index.html. A module of its own: in
 * pageRequests.ts, which the home and product pages share, it moved the catalogue's chunks apart
 * and cost the product page's first visit 0.6 kB.
 */
export function searchPageRequests(search: URLSearchParams) {
  const keyword = (search.get('keyword') ?? '').trim().slice(0, SEARCH_KEYWORD_MAX);
  const page = Number(search.get('page'));
  const pageNum = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return {
    keyword,
    games: { keyword } satisfies PagePayload<typeof categorySearchCall>,
    goods: { keyword, pageNum, pageSize: SEARCH_PAGE_SIZE } satisfies PagePayload<typeof searchGoodsCall>,
  };
}
