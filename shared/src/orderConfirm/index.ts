export { orderSignature, isOrderSignatureValid, canonicalOrderItems, ORDER_SIGNATURE_SALT } from './signature';
export { orderConfirmPath, orderConfirmQueryOf, readOrderConfirmQuery } from './confirmLink';
export type { OrderConfirmLink, OrderConfirmLinkReading } from './confirmLink';
