import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@topup/shared/ui';
import styles from './RemoteFallback.module.css';

export interface RemoteFallbackProps {
  remote: string;
  onRetry(): void;
}

/** Shown inside a remote's own area when it cannot be loaded or crashes; the rest of the page lives on. */
export function RemoteFallback({ remote, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.fallback} role="alert" data-testid="remote-fallback" data-remote={remote}>
      <h2 className={styles.title}>{t('remote.failedTitle')}</h2>
      <p className={styles.text}>{t('remote.failedText')}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
        <Link to="/service" className={styles.support}>
          {t('errorPage.support')}
        </Link>
      </div>
    </section>
  );
}

export function RemoteLoading() {
  const { t } = useTranslation();
  return <div className={styles.loading} role="progressbar" aria-busy="true" aria-label={t('remote.loading')} />;
}
