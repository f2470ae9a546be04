import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer} data-testid="shell-footer">
      <div className={styles.inner}>
        <span>{t('footer.delivery')}</span>
        <Link to="/help">{t('nav.help')}</Link>
        <Link to="/agreement">{t('nav.agreement')}</Link>
        <span>
          © {new Date().getFullYear()} {t('brand')}. {t('footer.rights')}
        </span>
      </div>
    </footer>
  );
}
