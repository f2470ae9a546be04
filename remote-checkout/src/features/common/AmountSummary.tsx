import { useTranslation } from 'react-i18next';
import type { Money } from '@topup/shared/contract';
import { Price } from '@topup/shared/ui';
import styles from './AmountSummary.module.css';

export interface AmountSummaryProps {
  subtotal: Money;
  discount?: Money | null;
  /** What the buyer pays; undefined while it is being worked out. */
  payAmount: Money | undefined;
  couponName?: string | null;
}

/** Subtotal, the coupon's discount and the amount to pay, in large tabular figures. */
export function AmountSummary({ subtotal, discount, payAmount, couponName }: AmountSummaryProps) {
  const { t } = useTranslation();
  return (
    <dl className={styles.amounts} data-testid="amount-summary">
      <div className={styles.row}>
        <dt>{t('checkout.amount.subtotal')}</dt>
        <dd>
          <Price money={subtotal} />
        </dd>
      </div>
      {discount && discount.amount > 0 ? (
        <div className={styles.row}>
          <dt>{couponName ? t('checkout.amount.couponNamed', { name: couponName }) : t('checkout.amount.discount')}</dt>
          <dd className={styles.discount}>
            −<Price money={discount} />
          </dd>
        </div>
      ) : null}
      <div className={[styles.row, styles.total].join(' ')}>
        <dt>{t('checkout.amount.toPay')}</dt>
        <dd aria-live="polite" data-testid="pay-amount">
          {payAmount ? <Price money={payAmount} size="lg" /> : <span className={styles.pending}>{t('ui.loading')}</span>}
        </dd>
      </div>
    </dl>
  );
}
