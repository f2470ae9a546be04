import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RemotePage } from './RemotePage';
import styles from './PlaceholderPage.module.css';

export interface PlaceholderPageProps {
  remote: string;
  titleKey: string;
}

/**
 * A page whose feature is not built yet; it renders through the real federation wiring. No link of
 * the store leads here; a visitor who types the address is told it is coming and given a way home.
 */
export function PlaceholderPage({ remote, titleKey }: PlaceholderPageProps) {
  const { t } = useTranslation();
  return (
    <RemotePage remote={remote} className={styles.page}>
      <h1 className={styles.title}>{t(titleKey)}</h1>
      <p className={styles.muted}>{t('placeholder.comingSoon')}</p>
      <p className={styles.actions}>
        <Link to="/" className={styles.action}>
          {t('errorPage.home')}
        </Link>
        <Link to="/service" className={styles.secondary}>
          {t('nav.support')}
        </Link>
      </p>
    </RemotePage>
  );
}
