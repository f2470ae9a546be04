import type { Feature } from '@topup/shared/contract';

/** A member page the account menu and /my lead to; `feature` hides it where the storefront lacks it. */
export interface MemberLink {
  to: string;
  labelKey: string;
  feature?: Feature;
}

/**
 * Every member page that exists, in the menu's order. Invitations are left out until they are
 * built: no link of the store may lead to a page that is not there yet.
 */
export const MEMBER_LINKS: readonly MemberLink[] = [
  { to: '/my', labelKey: 'nav.myAccount' },
  { to: '/my/order', labelKey: 'nav.myOrder' },
  { to: '/my/wallet', labelKey: 'nav.wallet', feature: 'balance' },
  { to: '/my/coupon', labelKey: 'nav.coupons', feature: 'coupon' },
  { to: '/my/safe', labelKey: 'nav.security' },
  { to: '/help', labelKey: 'nav.help' },
  { to: '/service', labelKey: 'nav.support' },
];
