import { useTranslation } from 'react-i18next';
import { BALANCE_PAY_WAY, type Money, type PayWay } from '@topup/shared/contract';
import { useFormatMoney } from '@topup/shared/storefront';
import { usePayWayName } from '@topup/shared/ui';
import { isPayWayShort } from './payWayChoice';
import { PayWayLogo } from './PayWayLogo';
import styles from './PayWayList.module.css';

export interface PayWayListProps {
  payWays: readonly PayWay[];
  chosenId: string | null;
  onChoose(payWayId: string): void;
  /** The wallet balance in the order's currency, when known. */
  balance?: Money;
  payAmount?: Money;
}

/** The pay ways as one radio group (arrow keys move between them), each with how fast it confirms. */
export function PayWayList({ payWays, chosenId, onChoose, balance, payAmount }: PayWayListProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const payWayName = usePayWayName();
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{t('checkout.payWay.title')}</legend>
      {payWays.map((payWay) => {
        const short = isPayWayShort(payWay, balance, payAmount);
        const isWallet = payWay.payWay === BALANCE_PAY_WAY;
        return (
          <label key={payWay.payWayId} className={[styles.option, short && styles.disabled].filter(Boolean).join(' ')}>
            <input
              type="radio"
              name="payWay"
              className={styles.radio}
              value={payWay.payWayId}
              checked={payWay.payWayId === chosenId}
              disabled={short}
              onChange={() => onChoose(payWay.payWayId)}
            />
            <span className={styles.name}>
              <PayWayLogo payWay={payWay.payWay} />
              {payWayName(payWay.payWay)}
            </span>
            <span className={styles.meta}>
              {payWay.confirmMinutes > 0 ? t('checkout.payWay.minutes', { minutes: payWay.confirmMinutes }) : t('checkout.payWay.instant')}
            </span>
            {isWallet && balance ? (
              <span className={[styles.detail, short && styles.short].filter(Boolean).join(' ')}>
                {t('checkout.payWay.balance', { amount: format(balance) })}
                {short ? ` · ${t('checkout.payWay.balanceShort')}` : null}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
