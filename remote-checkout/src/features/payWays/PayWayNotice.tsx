import { useTranslation } from 'react-i18next';
import styles from './PayWayNotice.module.css';

export interface PayWayNoticeProps {
  /** Typical minutes until the provider confirms a payment (0: at once). */
  confirmMinutes: number;
  /** A cash method: delivery waits for the payment at a counter, maybe until the next day. */
  cash: boolean;
  /** The product's promised delivery window, once paid. */
  deliveryMinutes?: { min: number; max: number };
}

/**
 * The honest timing of a pay way, shown beside it before paying and while waiting: how long the
 * payment takes to confirm (PIX and SPEI about a minute, OXXO_PAY and MERCADO_PAGO about 30), that
 * a cash payment may only confirm the next day, and when the top-up arrives once paid.
 */
export function PayWayNotice({ confirmMinutes, cash, deliveryMinutes }: PayWayNoticeProps) {
  const { t } = useTranslation();
  const slow = cash || confirmMinutes > 0;
  return (
    <div className={[styles.notice, slow && styles.slow].filter(Boolean).join(' ')} role="note" data-testid="pay-way-notice">
      {cash ? <p className={styles.line}>{t('checkout.notice.cash')}</p> : null}
      {confirmMinutes > 0 ? <p className={styles.line}>{t('checkout.notice.confirm', { minutes: confirmMinutes })}</p> : null}
      {deliveryMinutes ? (
        <p className={styles.line}>
          {slow
            ? t('checkout.notice.deliveryAfterConfirm', { min: deliveryMinutes.min, max: deliveryMinutes.max })
            : t('checkout.notice.delivery', { min: deliveryMinutes.min, max: deliveryMinutes.max })}
        </p>
      ) : null}
    </div>
  );
}
