import { useTranslation } from 'react-i18next';
import { useSession } from '@topup/shared/session';
import styles from './PlaceholderPage.module.css';

export interface PlaceholderPageProps {
  remote: string;
  titleKey: string;
}

/**
 * A page whose feature is not built yet. It renders through the real federation wiring and shows
 * which session store instance it sees, so a browser test can prove host and remote share one.
 */
export function PlaceholderPage({ remote, titleKey }: PlaceholderPageProps) {
  const { t } = useTranslation();
  const sessionInstanceId = useSession((state) => state.instanceId);
  return (
    <section
      className={styles.page}
      data-testid="remote-page"
      data-remote={remote}
      data-session-instance={sessionInstanceId}
    >
      <h1 className={styles.title}>{t(titleKey)}</h1>
      <p className={styles.muted}>{t('placeholder.comingSoon')}</p>
      <p className={styles.muted}>{t('placeholder.servedBy', { remote })}</p>
    </section>
  );
}
