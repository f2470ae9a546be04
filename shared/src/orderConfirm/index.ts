export { orderSignature, isOrderSignatureValid, canonicalOrderItems, ORDER_SIGNATURE_SALT } from './signature';
export { orderConfirmPath, readOrderConfirmQuery } from './confirmLink';
export type { OrderConfirmLinkReading } from './confirmLink';
