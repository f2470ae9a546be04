import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BALANCE_PAY_WAY, payConfirmInfoCall, prePayFormInfoCall, rePayCall, type OrderDetail, type PayExtraInfo } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { links } from '@topup/shared/remotes';
import { useCustomerQuery, useFormatMoney, useLocale, useLocaleQuery } from '@topup/shared/storefront';
import { Button, CancelOrder, useFormErrors } from '@topup/shared/ui';
import { AmountSummary } from '../common/AmountSummary';
import styles from '../common/checkout.module.css';
import { Countdown } from '../common/Countdown';
import { OrderLines } from '../common/OrderLines';
import { PlayerSummary } from '../common/PlayerSummary';
import { ProductHeader } from '../common/ProductHeader';
import { followPayResult } from '../paying/followPayResult';
import { prepareForBuyer } from '../paying/prepareForBuyer';
import { isUnknownOutcome, sendPayment } from '../paying/sendPayment';
import { usePayClick } from '../paying/usePayClick';
import { isPayWayShort, usePayWayChoice } from '../payWays/payWayChoice';
import { PayWaySection } from '../payWays/PayWaySection';
import { extraInfoParser, neededValues, usePayExtraInfo } from '../payWays/usePayExtraInfo';
import { usePayWays } from '../payWays/usePayWays';
import { useWalletBalance } from '../payWays/useWalletBalance';

/** Refusals after which the order itself has changed (closed, paid): the page shows it anew. */
const ORDER_CHANGED = [ResultCode.ORDER_CLOSED, ResultCode.TRANSACTION_MISSING_OR_PAID];

export interface ExistingOrderFormProps {
  order: OrderDetail;
  onClosed(): void;
  /** Load the order again (it closed, or was paid meanwhile). */
  reload(): void;
}

/** An unpaid order: what it is, time left, the pay way and its extra info, pay again or cancel. */
export function ExistingOrderForm({ order, onClosed, reload }: ExistingOrderFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();
  const format = useFormatMoney();
  const formRef = useRef<HTMLFormElement>(null);
  // zod (the pay way's extra info) and the transport load when the buyer starts on the form (prepareForBuyer).
  const { errors, checkWhenReady, clear } = useFormErrors({ zodOnDemand: true });

  const prePay = useLocaleQuery(prePayFormInfoCall, { productId: order.product.id });
  const payWays = usePayWays(order.currencyName);
  const hasWallet = payWays.payWays.some((payWay) => payWay.payWay === BALANCE_PAY_WAY);
  const balance = useWalletBalance(order.currencyName, hasWallet);
  const { chosen, choose } = usePayWayChoice(payWays.payWays, (payWay) => !isPayWayShort(payWay, balance, order.payAmount), order.payWayId);
  const extra = usePayExtraInfo(chosen?.payWayId, true);
  const payInfo = useCustomerQuery(
    payConfirmInfoCall,
    { orderNo: order.orderNo, payWayId: chosen?.payWayId ?? '' },
    { enabled: chosen !== null, requestOptions: { quietCodes: ORDER_CHANGED } },
  );
  const payAmount = payInfo.data?.payAmount ?? order.payAmount;
  useEffect(() => {
    if (payInfo.error instanceof ApiError && ORDER_CHANGED.some((code) => code === (payInfo.error as ApiError).code)) reload();
  }, [payInfo.error, reload]);
  const onDeadline = useCallback(() => reload(), [reload]);

  async function attempt(idempotencyKey: string) {
    const parsed = await checkWhenReady(() => ({ extra: [extraInfoParser(extra.fields), neededValues(extra.fields, extra.values)] }));
    if (!parsed || !chosen) {
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return undefined;
    }
    // rePay takes any unpaid order, with or without an earlier attempt (which it supersedes).
    try {
      const result = await sendPayment(rePayCall, {
        orderNo: order.orderNo,
        payWayId: chosen.payWayId,
        idempotencyKey,
        extraInfo: parsed.extra as PayExtraInfo,
        locale,
      });
      return followPayResult(result, navigate);
    } catch (error) {
      if (error instanceof ApiError) {
        if (ORDER_CHANGED.some((code) => code === error.code)) reload();
      } else if (isUnknownOutcome(error)) {
        navigate(links.paymentResult(order.orderNo));
      }
      return undefined;
    }
  }

  const { busy, click } = usePayClick(attempt);
  const ready = chosen !== null && !extra.isPending && (payInfo.data !== undefined || payInfo.isError);

  return (
    <form
      ref={formRef}
      className={styles.layout}
      noValidate
      onFocus={prepareForBuyer}
      onPointerDown={prepareForBuyer}
      onSubmit={(event) => {
        event.preventDefault();
        void click();
      }}
    >
      <div className={styles.main}>
        <section className={styles.card} aria-labelledby="order-what">
          <h2 id="order-what" className={styles.cardTitle}>
            {t('checkout.order.number', { orderNo: order.orderNo })}
          </h2>
          <ProductHeader product={order.product} />
          <OrderLines lines={order.lines} />
          <PlayerSummary account={order.account} fields={prePay.data?.fields} nickname={order.nickname} />
          <Countdown deadline={order.payDeadline} onEnd={onDeadline} />
        </section>
        <PayWaySection
          payWays={payWays}
          chosen={chosen}
          onChoose={choose}
          balance={balance}
          payAmount={payAmount}
          deliveryMinutes={order.product.deliveryMinutes}
          confirmMinutes={payInfo.data?.confirmMinutes}
          cash={payInfo.data?.cashVoucher}
          extra={extra}
          errors={errors}
          onEdit={clear}
        />
      </div>
      <aside className={styles.side}>
        <section className={styles.card} aria-labelledby="order-amount">
          <h2 id="order-amount" className={styles.cardTitle}>
            {t('checkout.confirm.summary')}
          </h2>
          <AmountSummary subtotal={order.subtotal} discount={order.discount} payAmount={payAmount} couponName={order.coupon?.name} />
          <Button type="submit" className={styles.wide} disabled={busy || !ready} aria-busy={busy || undefined}>
            {busy ? t('checkout.pay.sending') : t('checkout.pay.buttonAmount', { amount: format(payAmount) })}
          </Button>
          <CancelOrder orderNo={order.orderNo} onClosed={onClosed} onRefused={reload} />
        </section>
      </aside>
    </form>
  );
}
