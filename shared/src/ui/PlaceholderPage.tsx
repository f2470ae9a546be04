import { useTranslation } from 'react-i18next';
import { RemotePage } from './RemotePage';
import styles from './PlaceholderPage.module.css';

export interface PlaceholderPageProps {
  remote: string;
  titleKey: string;
}

/** A page whose feature is not built yet; it renders through the real federation wiring. */
export function PlaceholderPage({ remote, titleKey }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <RemotePage remote={remote} className={styles.page}>
      <h1 className={styles.title}>{t(titleKey)}</h1>
      <p className={styles.muted}>{t('placeholder.comingSoon')}</p>
      <p className={styles.muted}>{t('placeholder.servedBy', { remote })}</p>
    </RemotePage>
  );
}
