import * as React from 'react';
import type { RemoteRoute } from '@topup/shared/remotes';
import { registerRuntimePart } from '@topup/shared/diagnostics';
import { httpClient } from '@topup/shared/http';
import { isSignedIn, sessionStore } from '@topup/shared/session';

registerRuntimePart('checkout', React);

/**
 * The confirm and pay pages ask a signed-in buyer's price by POST, which no early answer carries:
 * the HTTP client's transport then loads beside the page's chunks, not after its first render.
 */
function withTransportFor<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    if (isSignedIn(sessionStore.getState())) httpClient().prepare();
    return load();
  };
}

/** The checkout remote's pages, mounted by the host at the paths the shared route table gives it. */
export const routes: readonly RemoteRoute<'checkout'>[] = [
  {
    path: '/ordre/confirm',
    titleKey: 'title.orderConfirm',
    load: withTransportFor(() => import('../features/confirm/ConfirmOrderPage').then((m) => ({ default: m.ConfirmOrderPage }))),
  },
  {
    path: '/ordre/reConfirm',
    titleKey: 'title.reConfirm',
    load: withTransportFor(() => import('../features/reConfirm/PayExistingOrderPage').then((m) => ({ default: m.PayExistingOrderPage }))),
  },
  { path: '/ordre/paymentError', titleKey: 'title.paymentError', load: () => import('../features/paymentError/PaymentErrorPage').then((m) => ({ default: m.PaymentErrorPage })) },
  { path: '/deal/paymentSucc', titleKey: 'title.paymentSucc', load: () => import('../features/paymentResult/PaymentResultPage').then((m) => ({ default: m.PaymentResultPage })) },
];
