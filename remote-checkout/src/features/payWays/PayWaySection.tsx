import { useTranslation } from 'react-i18next';
import type { Money, PayWay } from '@topup/shared/contract';
import { ErrorState, LoadingState, Skeleton, type Errors } from '@topup/shared/ui';
import styles from '../common/checkout.module.css';
import { ExtraInfoFields } from './ExtraInfoFields';
import { isCashPayWay } from './cashPayWay';
import { PayWayList } from './PayWayList';
import { PayWayNotice } from './PayWayNotice';
import type { usePayExtraInfo } from './usePayExtraInfo';
import type { usePayWays } from './usePayWays';

export interface PayWaySectionProps {
  payWays: ReturnType<typeof usePayWays>;
  chosen: PayWay | null;
  onChoose(payWayId: string): void;
  balance?: Money;
  payAmount?: Money;
  /** The product's promised delivery, said again under the chosen pay way. */
  deliveryMinutes: { min: number; max: number };
  /** What the server said of the chosen way for this order (paying an order again), over the list's. */
  confirmMinutes?: number;
  cash?: boolean;
  extra: ReturnType<typeof usePayExtraInfo>;
  /** Message keys by field name: the pay way's and the extra info's. */
  errors: Errors;
  onEdit(field: string): void;
}

/** Choosing how to pay, for a new order and an order paid again: the list, its notice and the extra info it needs. */
export function PayWaySection({ payWays, chosen, onChoose, balance, payAmount, deliveryMinutes, confirmMinutes, cash, extra, errors, onEdit }: PayWaySectionProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.card}>
      {payWays.isError ? (
        <ErrorState onRetry={payWays.refetch} />
      ) : payWays.isPending ? (
        <LoadingState>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </LoadingState>
      ) : payWays.payWays.length === 0 ? (
        <p className={styles.muted}>{t('checkout.payWay.none')}</p>
      ) : (
        <PayWayList payWays={payWays.payWays} chosenId={chosen?.payWayId ?? null} onChoose={onChoose} balance={balance} payAmount={payAmount} />
      )}
      {errors.payWay ? (
        <p className={styles.alert} role="alert">
          {t(errors.payWay)}
        </p>
      ) : null}
      {chosen ? (
        <PayWayNotice confirmMinutes={confirmMinutes ?? chosen.confirmMinutes} cash={cash ?? isCashPayWay(chosen.payWay)} deliveryMinutes={deliveryMinutes} />
      ) : null}
      <ExtraInfoFields
        fields={extra.fields}
        values={extra.values}
        errors={errors}
        onChange={(field, value) => {
          extra.setValue(field, value);
          onEdit(field);
        }}
      />
    </section>
  );
}
