import { PlaceholderPage } from '@topup/shared/ui';

// Placeholder pages: the wiring is real, the feature arrives with its own issue.

export function AgreementPage() {
  return <PlaceholderPage remote="activities" titleKey="title.agreement" />;
}

export function HelpPage() {
  return <PlaceholderPage remote="activities" titleKey="title.help" />;
}
