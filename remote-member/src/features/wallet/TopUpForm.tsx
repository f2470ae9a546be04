import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BALANCE_PAY_WAY, type Storefront } from '@topup/shared/contract';
import { getRechargePlatformCall, WALLET_PAGE_REQUESTS } from '@topup/shared/contract/topup';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { useCustomerQuery, hostedPage, isWebAddress } from '@topup/shared/storefront';
import { Button, EmptyState, LoadingState, QueryView, TextField, usePayWayName } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { startRecharge } from './api';
import { rechargeAmountProblem } from './rechargeAmount';
import styles from './wallet.module.css';

/** Refusals told under the amount: 7003 a wrong amount, 7004 not above 0, 5025 the daily limit. */
const AMOUNT_CODES: readonly number[] = [ResultCode.WRONG_RECHARGE_AMOUNT, ResultCode.AMOUNT_MUST_BE_POSITIVE, ResultCode.DAILY_PAYMENT_LIMIT];

/** Top-up by one of the storefront's pay ways: on to the provider's hosted page, as an order's payment. */
export function TopUpForm({ storefront }: { storefront: Storefront }) {
  const { t } = useTranslation();
  const platforms = useCustomerQuery(getRechargePlatformCall, WALLET_PAGE_REQUESTS.topUpWays(storefront.locale));
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const payWayId = chosen ?? platforms.data?.[0]?.payWayId ?? '';
  const payWayName = usePayWayName();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !payWayId) return;
    const problem = rechargeAmountProblem(amount, storefront.minorDigits);
    if (problem) {
      setError(t(problem, { digits: storefront.minorDigits }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const started = await startRecharge({ amount: amount.trim().replace(',', '.'), payWayId, locale: storefront.locale }, AMOUNT_CODES);
      if (isWebAddress(started.url)) {
        hostedPage.open(started.url);
        return;
      }
      setBusy(false);
    } catch (failure) {
      if (failure instanceof ApiError && AMOUNT_CODES.includes(failure.code)) setError(t(`error${failure.code}`));
      setBusy(false);
    }
  }

  return (
    <section className={common.card} aria-labelledby="topup-title">
      <h2 id="topup-title" className={common.cardTitle}>
        {t('topup.title')}
      </h2>
      {platforms.data?.length === 0 ? (
        <EmptyState title={t('topup.noPayWays')} />
      ) : (
        // The amount can be typed while the pay ways load: only they wait for the answer.
        <form className={styles.topUp} onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('topup.amountLabel', { currency: storefront.currencySymbol })}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(null);
            }}
            error={error ?? undefined}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            name="amount"
          />
          <fieldset className={styles.payWays}>
            <legend>{t('topup.payWayTitle')}</legend>
            <QueryView
              query={platforms}
              loading={
                // The storefront's pay ways, drawn hidden: the list takes its final height, names
                // wrapping on a phone included, so the button below does not move when they arrive.
                <LoadingState className={styles.payWays}>
                  {storefront.payWays
                    .filter((payWay) => payWay !== BALANCE_PAY_WAY)
                    .map((payWay) => (
                      <span key={payWay} className={[styles.payWay, styles.pending].join(' ')} aria-hidden="true">
                        <input type="radio" disabled tabIndex={-1} />
                        <span>{payWayName(payWay)}</span>
                      </span>
                    ))}
                </LoadingState>
              }
            >
              {(data) =>
                data.map((payWay) => (
                  <label key={payWay.payWayId} className={styles.payWay}>
                    <input type="radio" name="payWay" value={payWay.payWayId} checked={payWay.payWayId === payWayId} onChange={() => setChosen(payWay.payWayId)} />
                    <span>{payWayName(payWay.payWay)}</span>
                  </label>
                ))
              }
            </QueryView>
          </fieldset>
          <Button type="submit" disabled={busy || !payWayId} aria-busy={busy}>
            {t('topup.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
