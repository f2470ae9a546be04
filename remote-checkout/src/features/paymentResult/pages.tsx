import { PlaceholderPage } from '@topup/shared/ui';

// Placeholder pages: the wiring is real, the feature arrives with its own issue.

export function PaymentErrorPage() {
  return <PlaceholderPage remote="checkout" titleKey="title.paymentError" />;
}

export function PaymentSuccessPage() {
  return <PlaceholderPage remote="checkout" titleKey="title.paymentSucc" />;
}
