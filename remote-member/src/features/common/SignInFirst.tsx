import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@topup/shared/ui';
import { loginPath } from './paths';
import styles from './member.module.css';

/** Orders, coupons and the wallet are the customer's own: a visitor logs in and comes back here. */
export function SignInFirst() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title={t('member.signIn.title')}
      text={t('member.signIn.text')}
      action={
        <Link to={loginPath(`${pathname}${search}`)} className={styles.link}>
          {t('member.signIn.action')}
        </Link>
      }
    />
  );
}
