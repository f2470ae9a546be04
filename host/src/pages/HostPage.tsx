import { PlaceholderPage } from '@topup/shared/ui';
import { usePageTitle } from '@topup/shared/i18n';

/** A page the host owns whose feature is not built yet (accounts come with their own issue). */
export function HostPage({ titleKey }: { titleKey: string }) {
  usePageTitle(titleKey);
  return <PlaceholderPage remote="host" titleKey={titleKey} />;
}
