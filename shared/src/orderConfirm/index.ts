export { orderSignature, isOrderSignatureValid, canonicalOrderItems, ORDER_SIGNATURE_SALT } from './signature';
export { orderConfirmPath, orderConfirmQueryOf, readOrderConfirmQuery } from './confirmLink';
export type { OrderConfirmLinkReading } from './confirmLink';
