import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@topup/shared/i18n';
import styles from './Auth.module.css';

/** The frame of the sign-in pages: a centred card with the page title. */
export function AuthCard({ titleKey, children, testId }: { titleKey: string; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  usePageTitle(titleKey);
  return (
    <section className={styles.page} data-testid={testId}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t(titleKey)}</h1>
        {children}
      </div>
    </section>
  );
}
