import { PlaceholderPage } from '@topup/shared/ui';

// Placeholder pages: the wiring is real, the feature arrives with its own issue.

export function AfterSaleListPage() {
  return <PlaceholderPage remote="member" titleKey="title.afterSale" />;
}

export function AfterSaleDetailPage() {
  return <PlaceholderPage remote="member" titleKey="title.afterSaleDetail" />;
}
