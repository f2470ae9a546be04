import { useTranslation } from 'react-i18next';
import styles from './Header.module.css';

/** The mailto icon, shown only when the locale's texts name a contact address (key contact.email). */
export function ContactLink() {
  const { t } = useTranslation();
  const address = t('contact.email');
  if (!address || address === 'contact.email') return null;
  return (
    <a href={`mailto:${address}`} className={styles.iconButton} aria-label={t('nav.contact')} title={address}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3 5h18v14H3zm2 2v.4l7 4.6 7-4.6V7zm14 2.8-7 4.6-7-4.6V17h14z" />
      </svg>
    </a>
  );
}
