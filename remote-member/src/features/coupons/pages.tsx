import { PlaceholderPage } from '@topup/shared/ui';

// Placeholder pages: the wiring is real, the feature arrives with its own issue.

export function CouponPage() {
  return <PlaceholderPage remote="member" titleKey="title.coupon" />;
}
