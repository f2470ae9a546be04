import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './Footer.module.css';

/** Where a visitor looks for help on any page: support, answers, the terms, and the games. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer} data-testid="shell-footer">
      <div className={styles.inner}>
        <nav className={styles.links} aria-label={t('nav.footer')}>
          <Link to="/activies/ext/list">{t('nav.gameZone')}</Link>
          <Link to="/service">{t('nav.support')}</Link>
          <Link to="/help">{t('nav.help')}</Link>
          <Link to="/agreement">{t('nav.agreement')}</Link>
        </nav>
        <span>{t('footer.delivery')}</span>
        <span>
          © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
        </span>
      </div>
    </footer>
  );
}
