import { useEffect, useState } from 'react';
import type { OrderConfirmLinkParts } from '@topup/shared/orderConfirm/linkParts';

/**
 * The confirm link's signing, with its MD5: the page loads it only to sign a new quantity or to
 * explain a link the server refused, never on its first render (the server checks every link).
 */
export const loadOrderConfirm = () => import('@topup/shared/orderConfirm');

/**
 * Whether a link the server refused is signed, so the page can say it was edited: undefined while
 * the check loads and when the link was not refused. A check that cannot load leaves the server's
 * own message.
 */
export function useRefusedLinkSigned(parts: OrderConfirmLinkParts, refused: boolean): boolean | undefined {
  const [verdict, setVerdict] = useState<{ parts: OrderConfirmLinkParts; signed: boolean }>();
  useEffect(() => {
    if (!refused) return;
    let current = true;
    loadOrderConfirm().then(
      ({ isOrderConfirmLinkSigned }) => current && setVerdict({ parts, signed: isOrderConfirmLinkSigned(parts) }),
      () => current && setVerdict({ parts, signed: true }),
    );
    return () => {
      current = false;
    };
  }, [parts, refused]);
  return refused && verdict?.parts === parts ? verdict.signed : undefined;
}
