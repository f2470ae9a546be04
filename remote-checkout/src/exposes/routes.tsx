import * as React from 'react';
import type { RemoteRoute } from '@topup/shared/remotes';
import { registerRuntimePart } from '@topup/shared/diagnostics';

registerRuntimePart('checkout', React);

/** The checkout remote's pages, mounted by the host at the paths the shared route table gives it. */
export const routes: readonly RemoteRoute<'checkout'>[] = [
  { path: '/ordre/confirm', titleKey: 'title.orderConfirm', load: () => import('../features/confirm/ConfirmOrderPage').then((m) => ({ default: m.ConfirmOrderPage })) },
  { path: '/ordre/reConfirm', titleKey: 'title.reConfirm', load: () => import('../features/reConfirm/PayExistingOrderPage').then((m) => ({ default: m.PayExistingOrderPage })) },
  { path: '/ordre/paymentError', titleKey: 'title.paymentError', load: () => import('../features/paymentError/PaymentErrorPage').then((m) => ({ default: m.PaymentErrorPage })) },
  { path: '/deal/paymentSucc', titleKey: 'title.paymentSucc', load: () => import('../features/paymentResult/PaymentResultPage').then((m) => ({ default: m.PaymentResultPage })) },
];
