import { PlaceholderPage } from '@topup/shared/ui';

// Placeholder pages: the wiring is real, the feature arrives with its own issue.

export function InvitationPage() {
  return <PlaceholderPage remote="member" titleKey="title.invitation" />;
}
