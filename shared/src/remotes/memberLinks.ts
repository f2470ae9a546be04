import type { Feature } from '@topup/shared/contract';
import { links } from './links';

/** A member page the account menu and /my lead to; `feature` hides it where the storefront lacks it. */
export interface MemberLink {
  to: string;
  labelKey: string;
  feature?: Feature;
}

/** Every member page, in the menu's order. */
export const MEMBER_LINKS: readonly MemberLink[] = [
  { to: links.myAccount(), labelKey: 'nav.myAccount' },
  { to: links.myOrders(), labelKey: 'nav.myOrder' },
  { to: links.myAfterSales(), labelKey: 'title.afterSale' },
  { to: links.myWallet(), labelKey: 'nav.wallet', feature: 'balance' },
  { to: links.myCoupons(), labelKey: 'nav.coupons', feature: 'coupon' },
  { to: links.myInvitation(), labelKey: 'nav.invitation' },
  { to: links.mySafety(), labelKey: 'nav.security' },
  { to: links.help(), labelKey: 'nav.help' },
  { to: links.support(), labelKey: 'nav.support' },
];
