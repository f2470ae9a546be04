import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@topup/shared/contract';
import styles from '../common/member.module.css';

/** What each status means to the buyer, as a colour: act (0), wait (1, 2), done (3, 5), over (4, 6). */
const TONE = { 0: 'warning', 1: 'info', 2: 'info', 3: 'success', 4: 'neutral', 5: 'success', 6: 'neutral' } as const satisfies Record<OrderDetail['status'], string>;

/** The order's status, with the spec's 'refunded' sub-label when money went back (statuses 3 to 6). */
export function OrderStatusBadge({ order }: { order: Pick<OrderDetail, 'status' | 'refunded'> }) {
  const { t } = useTranslation();
  const refunded = order.refunded && order.status >= 3 && order.status !== 6;
  return (
    <span className={styles.badge} data-tone={TONE[order.status]} data-testid="order-status">
      {t(`member.orders.status.${order.status}`)}
      {refunded ? ` · ${t('member.orders.refunded')}` : null}
    </span>
  );
}
