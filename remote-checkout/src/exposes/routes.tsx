import * as React from 'react';
import { actualPaymentCall, unpaidOrderInfoCall, type CallDefinition } from '@topup/shared/contract';
import type { RemoteRoute } from '@topup/shared/remotes';
import { registerRuntimePart } from '@topup/shared/diagnostics';
import { httpClient } from '@topup/shared/http';
import { isSignedIn, sessionStore } from '@topup/shared/session';

registerRuntimePart('checkout', React);

/**
 * The confirm and pay pages ask a signed-in buyer's price by POST: the HTTP client's transport
 * then loads beside the page's chunks, not after its first render. Not when the page's early calls
 * asked `askedEarly` already on a first visit: the confirm page's price; the pay page's unpaid
 * order, whose pay info (the POST) the early calls ask as soon as it answers. The form loads the
 * transport once the buyer starts on it (prepareForBuyer).
 */
function withTransportFor<T>(load: () => Promise<T>, askedEarly?: CallDefinition): () => Promise<T> {
  return () => {
    if (isSignedIn(sessionStore.getState())) httpClient().prepare(askedEarly);
    return load();
  };
}

/** The checkout remote's pages, mounted by the host at the paths the shared route table gives it. */
export const routes: readonly RemoteRoute<'checkout'>[] = [
  {
    path: '/ordre/confirm',
    titleKey: 'title.orderConfirm',
    load: withTransportFor(() => import('../features/confirm/ConfirmOrderPage').then((m) => ({ default: m.ConfirmOrderPage })), actualPaymentCall),
  },
  {
    path: '/ordre/reConfirm',
    titleKey: 'title.reConfirm',
    load: withTransportFor(() => import('../features/reConfirm/PayExistingOrderPage').then((m) => ({ default: m.PayExistingOrderPage })), unpaidOrderInfoCall),
  },
  { path: '/ordre/paymentError', titleKey: 'title.paymentError', load: () => import('../features/paymentError/PaymentErrorPage').then((m) => ({ default: m.PaymentErrorPage })) },
  { path: '/deal/paymentSucc', titleKey: 'title.paymentSucc', load: () => import('../features/paymentResult/PaymentResultPage').then((m) => ({ default: m.PaymentResultPage })) },
];
