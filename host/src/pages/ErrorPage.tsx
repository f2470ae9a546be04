import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@topup/shared/ui';
import { usePageTitle } from '@topup/shared/i18n';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  status: 404 | 500;
}

/** The spec's error page: 404 links home, 500 offers a refresh; both lead to support. */
export function ErrorPage({ status }: ErrorPageProps) {
  const { t } = useTranslation();
  usePageTitle(status === 404 ? 'title.notFound' : 'title.serverError');
  return (
    <section className={styles.page} data-testid={`error-page-${status}`}>
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.message}>{t(status === 404 ? 'errorPage.notFound' : 'errorPage.serverError')}</h1>
      <div className={styles.actions}>
        {status === 404 ? (
          <Link to="/" className={styles.action}>
            {t('errorPage.home')}
          </Link>
        ) : (
          <Button onClick={() => window.location.reload()}>{t('errorPage.refresh')}</Button>
        )}
        <Link to="/service" className={styles.support}>
          {t('errorPage.support')}
        </Link>
      </div>
    </section>
  );
}
