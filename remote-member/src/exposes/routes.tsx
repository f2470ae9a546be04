import * as React from 'react';
import type { RemoteRoute } from '@topup/shared/remotes';
import { registerRuntimePart } from '@topup/shared/diagnostics';

registerRuntimePart('member', React);

/**
 * The member remote's pages, mounted by the host at the paths the shared route table gives it. The
 * order pages load one file each, so the order list's first visit carries no detail or history.
 */
export const routes: readonly RemoteRoute<'member'>[] = [
  { path: '/my', titleKey: 'title.my', load: () => import('../features/account/pages').then((m) => ({ default: m.MemberCenterPage })) },
  { path: '/my/order', titleKey: 'title.myOrder', load: () => import('../features/orders/OrderListPage').then((m) => ({ default: m.OrderListPage })) },
  { path: '/my/afterSale', titleKey: 'title.afterSale', load: () => import('../features/afterSale/pages').then((m) => ({ default: m.AfterSaleListPage })) },
  { path: '/my/afterSale/detail', titleKey: 'title.afterSaleDetail', load: () => import('../features/afterSale/pages').then((m) => ({ default: m.AfterSaleDetailPage })) },
  { path: '/my/coupon', titleKey: 'title.coupon', load: () => import('../features/coupons/pages').then((m) => ({ default: m.CouponPage })) },
  { path: '/my/invitation', titleKey: 'title.invitation', load: () => import('../features/invitations/pages').then((m) => ({ default: m.InvitationPage })) },
  { path: '/my/safe', titleKey: 'title.safe', load: () => import('../features/account/AccountSafetyPage').then((m) => ({ default: m.AccountSafetyPage })) },
  { path: '/my/wallet', titleKey: 'title.wallet', load: () => import('../features/wallet/pages').then((m) => ({ default: m.WalletPage })) },
  { path: '/ordre/detail', titleKey: 'title.orderDetail', load: () => import('../features/orders/OrderDetailPage').then((m) => ({ default: m.OrderDetailPage })) },
  { path: '/ordre/history', titleKey: 'title.orderHistory', load: () => import('../features/orderHistory/OrderHistoryPage').then((m) => ({ default: m.OrderHistoryPage })) },
  { path: '/form', titleKey: 'title.form', load: () => import('../features/forms/pages').then((m) => ({ default: m.CustomFormPage })) },
  { path: '/auth-management', titleKey: 'title.authManagement', load: () => import('../features/sessions/AuthManagementPage').then((m) => ({ default: m.AuthManagementPage })) },
  { path: '/changepsd', titleKey: 'title.changepsd', load: () => import('../features/account/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })) },
];
