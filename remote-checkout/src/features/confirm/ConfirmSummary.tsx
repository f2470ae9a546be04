import { useTranslation } from 'react-i18next';
import type { CallResponse, confirmOrderSkuInfoCall, OrderItem } from '@topup/shared/contract';
import { useFormatMoney } from '@topup/shared/storefront';
import { BuyBar, Button, Price, usePayWayName } from '@topup/shared/ui';
import { AmountSummary } from '../common/AmountSummary';
import { PlayerSummary } from '../common/PlayerSummary';
import styles from '../common/checkout.module.css';
import type { ConfirmFormState } from './useConfirmForm';

export interface ConfirmSummaryProps {
  form: ConfirmFormState;
  info: CallResponse<typeof confirmOrderSkuInfoCall>;
  item: OrderItem;
}

/** The order at a glance beside the form: item, player, pay way, amounts, and the pay button. */
export function ConfirmSummary({ form, info, item }: ConfirmSummaryProps) {
  const { t } = useTranslation();
  const payWayName = usePayWayName();
  const format = useFormatMoney();
  const { signedIn, line, account, player, coupon, payAmount, pricing, busy, ready, payProblem } = form;
  const { chosen } = form.payWay;
  const actual = coupon.actual.data;

  const payLabel = !signedIn
    ? t('checkout.pay.signInToPay')
    : busy
      ? t('checkout.pay.sending')
      : payAmount && !pricing
        ? t('checkout.pay.buttonAmount', { amount: format(payAmount) })
        : t('checkout.pay.button');

  return (
    <section className={styles.card} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={styles.cardTitle}>
        {t('checkout.confirm.summary')}
      </h2>
      {line ? <p className={styles.muted}>{t('checkout.summary.item', { name: line.sku.name, quantity: item.quantity })}</p> : null}
      {account.validAccount ? <PlayerSummary account={account.validAccount} fields={account.fields} nickname={player.check.nickname} /> : null}
      {chosen ? <p className={styles.muted}>{t('checkout.summary.payWay', { name: payWayName(chosen.payWay) })}</p> : null}
      <AmountSummary
        subtotal={actual?.subtotal ?? info.subtotal}
        discount={actual?.discount}
        payAmount={pricing ? undefined : payAmount}
        couponName={actual?.coupon?.name}
      />
      <BuyBar
        summary={
          <>
            {line ? <span>{t('checkout.summary.item', { name: line.sku.name, quantity: item.quantity })}</span> : null}
            {payAmount && !pricing ? <Price money={payAmount} /> : null}
          </>
        }
      >
        <Button type="submit" className={styles.wide} disabled={busy || (signedIn && !ready)} aria-busy={busy || undefined}>
          {payLabel}
        </Button>
      </BuyBar>
      {!signedIn ? <p className={styles.muted}>{t('checkout.pay.signInHint')}</p> : null}
      {payProblem ? (
        <p className={styles.alert} role="alert">
          {t(payProblem)}
        </p>
      ) : null}
    </section>
  );
}
