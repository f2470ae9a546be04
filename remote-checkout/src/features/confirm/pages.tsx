import { PlaceholderPage } from '@topup/shared/ui';

// Placeholder pages: the wiring is real, the feature arrives with its own issue.

export function ConfirmOrderPage() {
  return <PlaceholderPage remote="checkout" titleKey="title.orderConfirm" />;
}

export function PayExistingOrderPage() {
  return <PlaceholderPage remote="checkout" titleKey="title.reConfirm" />;
}
