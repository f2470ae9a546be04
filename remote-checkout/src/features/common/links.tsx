import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { links } from '@topup/shared/remotes';
import styles from './checkout.module.css';

export function MyOrdersLink() {
  const { t } = useTranslation();
  return (
    <Link to={links.myOrders()} className={styles.link}>
      {t('checkout.toMyOrders')}
    </Link>
  );
}

export function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={styles.link}>
      {t('checkout.toHome')}
    </Link>
  );
}
