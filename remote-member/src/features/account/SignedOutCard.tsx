import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { links } from '@topup/shared/remotes';
import styles from './AccountSafetyPage.module.css';

/** An account page seen signed out: its title, why it needs an account, and a login back to it. */
export function SignedOutCard({ title, reason, back, testId }: { title: string; reason: string; back: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid={testId}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.muted}>{reason}</p>
      <Link className={styles.action} to={links.login(back)}>
        {t('auth.toLogin')}
      </Link>
    </section>
  );
}
