import { PlaceholderPage } from '@topup/shared/ui';

export { OrderListPage } from './OrderListPage';
export { OrderDetailPage } from './OrderDetailPage';

// Placeholder page: the wiring is real, the feature arrives with its own issue.
export function OrderHistoryPage() {
  return <PlaceholderPage remote="member" titleKey="title.orderHistory" />;
}
