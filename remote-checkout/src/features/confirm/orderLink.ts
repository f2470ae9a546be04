import { ORDER_CONFIRM_FLAG, type OrderItem } from '@topup/shared/contract';
import { readOrderConfirmQuery } from '@topup/shared/orderConfirm';

/** The confirm link's three values, passed unchanged to the order calls (docs/orders.md). */
export interface OrderLink {
  productSpecDetailIds: string;
  flag: typeof ORDER_CONFIRM_FLAG;
  signStr: string;
}

export type OrderLinkReading = { ok: true; link: OrderLink; item: OrderItem } | { ok: false; reason: 'malformed' | 'signature' };

/**
 * /ordre/confirm's query checked with the catalogue's schema and signature; the link keeps the
 * text of productSpecDetailIds as it came, since the server checks the signature over that text.
 */
export function readOrderLink(search: string): OrderLinkReading {
  const reading = readOrderConfirmQuery(search);
  if (!reading.ok) return reading;
  const params = new URLSearchParams(search);
  return {
    ok: true,
    item: reading.item,
    link: {
      productSpecDetailIds: params.get('productSpecDetailIds') ?? '',
      flag: ORDER_CONFIRM_FLAG,
      signStr: params.get('signStr') ?? '',
    },
  };
}
