/**
 * What the catalogue offers other modules: reading a SKU for an order, stock, sales and the
 * games' names. Other modules import these from here, never the catalogue's tables or files.
 */
export { categoryNamesById } from './categoryNames';
export { maskName } from './maskName';
export { accountFieldIn } from './products';
export { orderProductOf, productById, productsByIds, skuForOrder, skuViewOf, type SkuForOrder } from './skuForOrder';
export { recordSale, returnStock, takeStock, type Sale, type StockLine } from './stock';
export { textIn } from './storefront';
export type { LocaleTexts, StoredAccountField } from './schema';
