export { orderSignature, isOrderSignatureValid, canonicalOrderItems, ORDER_SIGNATURE_SALT } from './signature';
export { isOrderConfirmLinkSigned, orderConfirmPath } from './confirmLink';
export { orderConfirmLinkOf, orderConfirmQueryOf } from './linkParts';
export type { OrderConfirmLink, OrderConfirmLinkParts } from './linkParts';
