/**
 * What the page tests of every remote and the host share: rendering a page as the host would,
 * and contract-shaped storefronts. For tests only; no page imports it, so no build ships it.
 */
export { renderPage } from './renderPage';
export { testStorefront } from './storefronts';
export { testOrder, TEST_ORDER_NO } from './orders';
