import { PlaceholderPage } from '@topup/shared/ui';

// Placeholder page: the wiring is real, the feature arrives with its own issue.

export function MemberCenterPage() {
  return <PlaceholderPage remote="member" titleKey="title.my" />;
}
