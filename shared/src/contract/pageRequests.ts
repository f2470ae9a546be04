import type { CallRequest } from './defineCall';
import type { buyerOrdersCall, categoryIndexCall, galleryInfoCall, goodsPageCall, groupFrameCall, pageInfoCall, productReviewsCall, skusByGroupCall } from './catalog';
import type { payWaysCall } from './order';
import { BUSINESS_TYPE, type anonymousBusinessSettingCall, type currencySettingsCall } from './setting';

/** A call's payload as a page passes it (the locale is added by the page's query). */
export type PagePayload<C> = Omit<CallRequest<C>, 'locale'>;

/**
 * What the shell asks for on every page, named once: the shell makes these requests, and the
 * server answers them ahead into index.html (server/src/static/firstAnswers.ts), so a first visit
 * starts without asking.
 */
export const SHELL_REQUESTS = {
  storefronts: {} satisfies CallRequest<typeof currencySettingsCall>,
  serviceConfig: { businessTypeId: BUSINESS_TYPE.SERVICE_CONFIG } satisfies CallRequest<typeof anonymousBusinessSettingCall>,
  payWays: (currencyName: string) => ({ currencyName }) satisfies CallRequest<typeof payWaysCall>,
} as const;

/**
 * The requests of the home page's first render, named once: the catalogue's home page makes them,
 * and the server answers them ahead into index.html.
 */
export const HOME_PAGE_REQUESTS = {
  pageInfo: { pageKey: 'home' } satisfies PagePayload<typeof pageInfoCall>,
  banners: { position: 'home' } satisfies PagePayload<typeof galleryInfoCall>,
  games: { hotOnly: false } satisfies PagePayload<typeof categoryIndexCall>,
  hotProducts: { hotOnly: true, pageNum: 1, pageSize: 10 } satisfies PagePayload<typeof goodsPageCall>,
  buyerOrders: { limit: 20 } satisfies PagePayload<typeof buyerOrdersCall>,
} as const;

/** What a product page's first render asks for with the product's id, besides the product itself: its group and its SKUs. */
export function productPageRequests(productId: string) {
  return {
    groupFrame: { spuId: productId } satisfies PagePayload<typeof groupFrameCall>,
    skus: { groupId: productId } satisfies PagePayload<typeof skusByGroupCall>,
  };
}

/** A page of a product's reviews; its first render asks for page 1 at the evaluate settings' reviewsPerPage. */
export function productReviewsRequest(productId: string, pageNum: number, pageSize: number) {
  return { productId, pageNum, pageSize } satisfies PagePayload<typeof productReviewsCall>;
}
