import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCommonState } from '@topup/shared/commonState';
import styles from './Footer.module.css';

/** Where a visitor looks for help on any page: support, answers, the terms, and the games. */
export function Footer() {
  const { t } = useTranslation();
  // The store-wide promise, said with the same words as each product's own window.
  const delivery = useCommonState((state) => state.serviceConfig?.deliveryMinutes);
  return (
    <footer className={styles.footer} data-testid="shell-footer">
      <div className={styles.inner}>
        <nav className={styles.links} aria-label={t('nav.footer')}>
          <Link to="/activies/ext/list">{t('nav.gameZone')}</Link>
          <Link to="/service">{t('nav.support')}</Link>
          <Link to="/help">{t('nav.help')}</Link>
          <Link to="/agreement">{t('nav.agreement')}</Link>
        </nav>
        {delivery && <span>{t('delivery.window', delivery)}</span>}
        <span>
          © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
        </span>
      </div>
    </footer>
  );
}
