import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { links } from '@topup/shared/remotes';
import { EmptyState } from './StateMessage';
import layout from './layout.module.css';

/**
 * A page of the customer's own (an order, the wallet) seen signed out: why it needs an account,
 * and a login that comes back to this very page.
 */
export function SignInFirst({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title={t('ui.signIn.title')}
      text={reason}
      action={
        <Link to={links.login(`${pathname}${search}`)} className={layout.link}>
          {t('ui.signIn.action')}
        </Link>
      }
    />
  );
}
