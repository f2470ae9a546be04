import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@topup/shared/ui';
import { loginPath } from '../paying/paths';
import styles from './checkout.module.css';

/** Orders are the buyer's own: a signed-out visitor is asked to log in and comes back here. */
export function SignInFirst() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title={t('checkout.signIn.title')}
      text={t('checkout.signIn.text')}
      action={
        <Link to={loginPath(`${pathname}${search}`)} className={styles.link}>
          {t('checkout.signIn.action')}
        </Link>
      }
    />
  );
}
