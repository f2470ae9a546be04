import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@topup/shared/contract';
import styles from '../common/member.module.css';

/** The order's status, with the spec's 'refunded' sub-label when money went back (statuses 3 to 6). */
export function OrderStatusBadge({ order }: { order: Pick<OrderDetail, 'status' | 'refunded'> }) {
  const { t } = useTranslation();
  const refunded = order.refunded && order.status >= 3 && order.status !== 6;
  return (
    <span className={styles.badge} data-testid="order-status">
      {t(`member.orders.status.${order.status}`)}
      {refunded ? ` · ${t('member.orders.refunded')}` : null}
    </span>
  );
}
