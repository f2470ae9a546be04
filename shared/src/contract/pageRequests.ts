import type { CallRequest } from './defineCall';
import type { categoryIndexCall, galleryInfoCall, goodsPageCall, groupFrameCall, pageInfoCall, skusByGroupCall } from './catalog';

/** A call's payload as a page passes it (the locale is added by the page's query). */
type PagePayload<C> = Omit<CallRequest<C>, 'locale'>;

/**
 * The requests of the home page's first render, named once: the catalogue's home page makes them,
 * and the server answers them ahead into index.html (server/src/static/firstAnswers.ts).
 */
export const HOME_PAGE_REQUESTS = {
  pageInfo: { pageKey: 'home' } satisfies PagePayload<typeof pageInfoCall>,
  banners: { position: 'home' } satisfies PagePayload<typeof galleryInfoCall>,
  games: { hotOnly: false } satisfies PagePayload<typeof categoryIndexCall>,
  hotProducts: { hotOnly: true, pageNum: 1, pageSize: 10 } satisfies PagePayload<typeof goodsPageCall>,
} as const;

/** What a product page's first render asks for with the product's id, besides the product itself: its group and its SKUs. */
export function productPageRequests(productId: string) {
  return {
    groupFrame: { spuId: productId } satisfies PagePayload<typeof groupFrameCall>,
    skus: { groupId: productId } satisfies PagePayload<typeof skusByGroupCall>,
  };
}
