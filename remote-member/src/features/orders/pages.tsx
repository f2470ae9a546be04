import { PlaceholderPage } from '@topup/shared/ui';

// Placeholder pages: the wiring is real, the feature arrives with its own issue.

export function OrderListPage() {
  return <PlaceholderPage remote="member" titleKey="title.myOrder" />;
}

export function OrderDetailPage() {
  return <PlaceholderPage remote="member" titleKey="title.orderDetail" />;
}

export function OrderHistoryPage() {
  return <PlaceholderPage remote="member" titleKey="title.orderHistory" />;
}
