import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type OrderDetail } from '@topup/shared/contract';
import { useFormatDateTime } from '@topup/shared/storefront';
import { formatCountdown, type DeliveryCountdown } from './useDeliveryCountdown';
import styles from './timeline.module.css';

type StepState = 'done' | 'current' | 'late' | 'pending';

interface Step {
  key: 'created' | 'paid' | 'delivering' | 'delivered' | 'refunded' | 'closed';
  state: StepState;
  time: number | null;
  note?: string;
}

const DELIVERED: readonly number[] = [ORDER_STATUS.COMPLETED, ORDER_STATUS.SENT];

function stepsOf(order: OrderDetail, countdown: DeliveryCountdown, texts: { countdown(time: string): string; late: string }): Step[] {
  const paid = order.payTime !== null;
  const delivered = DELIVERED.includes(order.status);
  const steps: Step[] = [{ key: 'created', state: 'done', time: order.createTime }];
  if (order.status === ORDER_STATUS.CLOSED && !paid) return [...steps, { key: 'closed', state: 'done', time: order.closeTime }];
  steps.push({ key: 'paid', state: paid ? 'done' : 'current', time: order.payTime });
  if (order.status === ORDER_STATUS.IN_PROGRESS && paid) {
    steps.push({
      key: 'delivering',
      state: countdown.late ? 'late' : 'current',
      time: null,
      note: countdown.late ? texts.late : texts.countdown(formatCountdown(countdown.secondsLeft)),
    });
  } else {
    steps.push({ key: 'delivering', state: delivered || order.deliverTime !== null ? 'done' : 'pending', time: order.deliverTime });
  }
  if (order.status === ORDER_STATUS.REFUNDED) return [...steps.filter((step) => step.state === 'done'), { key: 'refunded', state: 'done', time: order.finishTime }];
  steps.push({ key: 'delivered', state: delivered ? 'done' : 'pending', time: delivered ? order.finishTime : null });
  return steps;
}

/**
 * The order's way, live: created, paid, in delivery with the countdown to the product's promise,
 * delivered (or refunded, or closed). The countdown ticks every second; when it runs out the step
 * says so and the page offers the refund (RefundOffer).
 */
export function OrderTimeline({ order, countdown }: { order: OrderDetail; countdown: DeliveryCountdown }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const steps = stepsOf(order, countdown, { countdown: (time) => t('afterSale.timeline.countdown', { time }), late: t('afterSale.timeline.late') });
  return (
    <section aria-labelledby="order-timeline" className={styles.timeline}>
      <h3 id="order-timeline" className={styles.title}>
        {t('afterSale.timeline.title')}
      </h3>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.key} className={styles.step} data-state={step.state} data-testid={`timeline-${step.key}`} aria-current={step.state === 'current' || step.state === 'late' ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.name}>{t(`afterSale.timeline.${step.key}`)}</span>
            {step.time !== null ? (
              <time className={styles.when} dateTime={new Date(step.time).toISOString()}>
                {formatTime(step.time)}
              </time>
            ) : step.note ? (
              <span className={styles.note} role={step.state === 'late' ? 'alert' : undefined}>
                {step.note}
              </span>
            ) : (
              <span className={styles.when}>{t('afterSale.timeline.waiting')}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
