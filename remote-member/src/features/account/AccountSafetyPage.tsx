import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { links } from '@topup/shared/remotes';
import { Button, RemotePage } from '@topup/shared/ui';
import { SignInHistory } from '../sessions/SignInHistory';
import { SignedOutPage } from './SignedOutPage';
import { useAccountEmail } from './useAccountEmail';
import styles from './AccountSafetyPage.module.css';

/**
 * /my/safe: how the customer signs in — the account's e-mail, the way to change the password, the
 * sign-in history and signing every other device out.
 */
export function AccountSafetyPage() {
  return (
    <RemotePage remote="member">
      <AccountSafety />
    </RemotePage>
  );
}

function AccountSafety() {
  const { t } = useTranslation();
  const account = useAccountEmail();

  if (account.state === 'signedOut') {
    return <SignedOutPage title={t('title.safe')} reason={t('safety.signInPrompt')} />;
  }

  return (
    <div className={styles.stack}>
      <section className={styles.card} data-testid="account-safety">
        <h1 className={styles.title}>{t('title.safe')}</h1>
        <p className={styles.muted}>{t('safety.intro')}</p>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt className={styles.name}>{t('safety.email')}</dt>
            <dd className={styles.value}>
              {account.state === 'ready' && <span className={styles.email}>{account.email}</span>}
              {account.state === 'loading' && (
                <span className={styles.skeleton} role="status" aria-label={t('safety.loading')} />
              )}
              {account.state === 'failed' && (
                <span className={styles.failed} role="alert">
                  {t('safety.loadFailed')}{' '}
                  <Button variant="ghost" onClick={account.retry}>
                    {t('safety.retry')}
                  </Button>
                </span>
              )}
            </dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.name}>{t('safety.password')}</dt>
            <dd className={styles.value}>
              <span className={styles.muted}>{t('safety.passwordHint')}</span>
            </dd>
            <dd className={styles.rowAction}>
              <Link className={styles.action} to={links.changePassword()}>
                {t('safety.changePassword')}
              </Link>
            </dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.name}>{t('sessions.devices')}</dt>
            <dd className={styles.value}>
              <span className={styles.muted}>{t('sessions.devicesHint')}</span>
            </dd>
            <dd className={styles.rowAction}>
              <Link className={styles.action} to={links.authManagement()}>
                {t('sessions.manage')}
              </Link>
            </dd>
          </div>
        </dl>
      </section>
      <SignInHistory />
    </div>
  );
}
