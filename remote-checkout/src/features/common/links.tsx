import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MY_ORDERS_PATH } from '../paying/paths';
import styles from './checkout.module.css';

export function MyOrdersLink() {
  const { t } = useTranslation();
  return (
    <Link to={MY_ORDERS_PATH} className={styles.link}>
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
