import { PlaceholderPage } from '@topup/shared/ui';

// Placeholder pages: the wiring is real, the feature arrives with its own issue.

export function EmptyProductPage() {
  return <PlaceholderPage remote="catalog" titleKey="title.detailEmpty" />;
}

export function ProductDetailPage() {
  return <PlaceholderPage remote="catalog" titleKey="title.detail" />;
}
