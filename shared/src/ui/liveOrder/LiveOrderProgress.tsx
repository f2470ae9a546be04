import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type OrderButtonStatus, type OrderDetail } from '@topup/shared/contract';
import { useFormatDateTime } from '@topup/shared/storefront';
import styles from './LiveOrderProgress.module.css';

const MINUTE_MS = 60_000;

/** Now, again every half minute: enough for a countdown in whole minutes. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS / 2);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** Whether the order's money is on its way while its status still says unpaid. */
export function isPaymentBeingConfirmed(order: OrderDetail, buttons: OrderButtonStatus | undefined): boolean {
  if (order.status === ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION) return true;
  return order.status === ORDER_STATUS.TO_PAY && Boolean(buttons?.paymentConfirming || buttons?.paymentPending);
}

/**
 * One line under a moving order's status: the payment being confirmed, or the delivery's
 * countdown and its estimated time (paid time plus the product's promised maximum).
 */
export function LiveOrderProgress({ order, buttons, following }: { order: OrderDetail; buttons: OrderButtonStatus | undefined; following: boolean }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const delivering = order.status === ORDER_STATUS.IN_PROGRESS && order.payTime !== null;
  const now = useNow(delivering);
  let text: string | null = null;
  if (isPaymentBeingConfirmed(order, buttons)) {
    text = buttons?.paymentConfirming ? t('liveOrder.confirming') : t('liveOrder.pending');
  } else if (delivering) {
    const due = (order.payTime as number) + order.product.deliveryMinutes.max * MINUTE_MS;
    const left = Math.ceil((due - now) / MINUTE_MS);
    text = left > 0 ? t('liveOrder.deliveryLeft', { minutes: left, time: formatTime(due) }) : t('liveOrder.deliveryLate');
  }
  if (!text) return null;
  return (
    <p className={styles.progress} role="status" data-testid="live-order-progress">
      <span>{text}</span>
      {following ? <span className={styles.live}>{t('liveOrder.following')}</span> : null}
    </p>
  );
}
