import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { actualPaymentCall, prePayFormInfoCall, type CallResponse, type CustomerCouponId, type confirmOrderSkuInfoCall, type OrderItem, type PayExtraInfo } from '@topup/shared/contract';
import { errorTextKey, ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { orderConfirmPath } from '@topup/shared/orderConfirm';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useFeature, useFormatMoney, useLocale, useLocaleQuery } from '@topup/shared/storefront';
import { BuyBar, Button, Checkbox, ErrorState, LoadingState, Price, QuantityStepper, Skeleton, useFormErrors, type Parser } from '@topup/shared/ui';
import { skuQuantityLimit, ValidationMessage } from '@topup/shared/validation';
import { AmountSummary } from '../common/AmountSummary';
import { PlayerSummary } from '../common/PlayerSummary';
import { ProductHeader } from '../common/ProductHeader';
import styles from '../common/checkout.module.css';
import { usePayClick } from '../paying/usePayClick';
import { BALANCE_PAY_WAY } from '../payWays/payWayCode';
import { isPayWayShort, usePayWayChoice } from '../payWays/payWayChoice';
import { PayWaySection } from '../payWays/PayWaySection';
import { extraInfoParser, neededValues, usePayExtraInfo } from '../payWays/usePayExtraInfo';
import { usePayWayName } from '../payWays/usePayWayName';
import { usePayWays } from '../payWays/usePayWays';
import { useWalletBalance } from '../payWays/useWalletBalance';
import { AccountFields } from './AccountFields';
import { PlayerIdHint } from './PlayerIdHint';
import { accountErrorKey, accountFieldParser, accountKeyOf, validAccountValues } from './accountFields';
import { CouponChoice } from './CouponChoice';
import { loadDraft, saveDraft } from './draft';
import type { OrderLink } from './orderLink';
import { placeOrderAndPay } from './placeOrderAndPay';
import { PlayerCheck } from './PlayerCheck';
import { SavedPlayers } from './SavedPlayers';
import { usePlayerCheck } from './usePlayerCheck';
import { useUsableCoupons } from './useUsableCoupons';

const PLAYER_CONFIRM_REQUIRED = 'checkout.player.confirmRequired';

export interface ConfirmFormProps {
  link: OrderLink;
  item: OrderItem;
  info: CallResponse<typeof confirmOrderSkuInfoCall>;
  /** The SKU summary is being fetched again (a new quantity): amounts shown are the previous ones. */
  refreshing: boolean;
  refetchInfo(): void;
}

/** /ordre/confirm once the SKU summary is in: who gets the top-up, coupon, pay way, amount, pay. */
export function ConfirmForm({ link, item, info, refreshing, refetchInfo }: ConfirmFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const signedIn = useSession(isSignedIn);
  const couponOn = useFeature('coupon');
  const payWayName = usePayWayName();
  const format = useFormatMoney();
  const formRef = useRef<HTMLFormElement>(null);
  const { product, subtotal } = info;
  // The spec's confirm link holds one line.
  const line = info.lines[0];

  const [draft] = useState(() => loadDraft(item.skuId));
  const [account, setAccount] = useState<Record<string, string>>(draft?.account ?? {});
  const [saveProfile, setSaveProfile] = useState(draft?.saveProfile ?? false);
  const [couponId, setCouponId] = useState<CustomerCouponId | null>(draft?.couponId ?? null);
  const [couponError, setCouponError] = useState<string | undefined>();
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const [payProblem, setPayProblem] = useState<string | null>(null);
  const { errors, setErrors, check, clear } = useFormErrors();

  const prePay = useLocaleQuery(prePayFormInfoCall, { productId: product.id });
  const fields = useMemo(() => prePay.data?.fields ?? [], [prePay.data]);
  const validAccount = useMemo(() => validAccountValues(fields, account), [fields, account]);
  const accountKey = validAccount ? accountKeyOf(validAccount) : null;
  const player = usePlayerCheck({ productId: product.id, account: validAccount, enabled: signedIn && prePay.data?.playerCheck === true });

  const coupons = useUsableCoupons(subtotal, product.categoryId, signedIn && couponOn);
  // A buyer who has not chosen yet gets the best usable coupon (the list comes best first);
  // 'without a coupon' in the list removes it. A kept draft is a choice already made.
  const [couponDecided, setCouponDecided] = useState(draft !== undefined);
  useEffect(() => {
    const best = coupons.data?.[0];
    if (couponDecided || !best) return;
    setCouponDecided(true);
    setCouponId(best.id);
  }, [couponDecided, coupons.data]);
  const chosenCouponId = couponId !== null && coupons.data?.some((coupon) => coupon.id === couponId) ? couponId : null;
  const actual = useLocaleQuery(
    actualPaymentCall,
    { ...link, couponId: chosenCouponId },
    { enabled: signedIn, keepPrevious: true, requestOptions: { quietCodes: [ResultCode.COUPON_ABNORMAL] } },
  );
  useEffect(() => {
    if (actual.error instanceof ApiError && actual.error.code === ResultCode.COUPON_ABNORMAL) {
      setCouponId(null);
      setCouponError(errorTextKey(ResultCode.COUPON_ABNORMAL));
    }
  }, [actual.error]);
  const payAmount = signedIn ? actual.data?.payAmount : subtotal;
  const pricing = refreshing || (signedIn && (actual.isFetching || actual.isPlaceholderData));

  const payWays = usePayWays(subtotal.currencyName);
  const hasWallet = payWays.payWays.some((payWay) => payWay.payWay === BALANCE_PAY_WAY);
  const balance = useWalletBalance(subtotal.currencyName, signedIn && hasWallet);
  const { chosen, choose } = usePayWayChoice(payWays.payWays, (payWay) => !isPayWayShort(payWay, balance, payAmount), draft?.payWayId);
  const extra = usePayExtraInfo(chosen?.payWayId, signedIn, draft?.extra);

  useEffect(() => {
    saveDraft({ skuId: item.skuId, account, saveProfile, couponId, payWayId: chosen?.payWayId ?? null, extra: extra.values });
  }, [item.skuId, account, saveProfile, couponId, chosen?.payWayId, extra.values]);

  const maxQuantity = line ? skuQuantityLimit(line.sku) : 0;
  const ready =
    prePay.data !== undefined && chosen !== null && payAmount !== undefined && !pricing && !extra.isPending && item.quantity <= maxQuantity;

  function focusFirstError() {
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  async function attempt(idempotencyKey: string) {
    setPayProblem(null);
    if (!signedIn) {
      // The draft is already in session storage: the form comes back as it was after the login.
      navigate(links.login(`${location.pathname}${location.search}`));
      return undefined;
    }
    const spec: Record<string, readonly [Parser<unknown>, unknown]> = {
      ...Object.fromEntries(fields.map((field) => [accountErrorKey(field), [accountFieldParser(field), account[field.key] ?? '']] as const)),
      extra: [extraInfoParser(extra.fields), neededValues(extra.fields, extra.values)],
    };
    const parsed = check(spec);
    if (!parsed || !validAccount || !payAmount) {
      focusFirstError();
      return undefined;
    }
    if (!chosen) {
      setErrors({ payWay: ValidationMessage.payWayRequired });
      return undefined;
    }
    let playerConfirmed = false;
    if (prePay.data?.playerCheck) {
      const checked = await player.ensure(validAccount);
      if (checked.result !== 'found') {
        if (confirmedFor !== accountKeyOf(validAccount)) {
          setErrors({ playerConfirmed: PLAYER_CONFIRM_REQUIRED });
          focusFirstError();
          return undefined;
        }
        playerConfirmed = true;
      }
    }
    const outcome = await placeOrderAndPay(
      {
        link,
        locale,
        productId: product.id,
        couponId: chosenCouponId,
        account: validAccount,
        playerConfirmed,
        saveProfile,
        expectedSubtotal: subtotal,
        expectedPayAmount: payAmount,
        payWayId: chosen.payWayId,
        extraInfo: parsed.extra as PayExtraInfo,
        idempotencyKey,
      },
      navigate,
    );
    if (outcome === 'refused') {
      // A price, coupon or product that changed meanwhile: show the current ones.
      refetchInfo();
      void actual.refetch();
    } else if (outcome === 'offline') {
      setPayProblem('checkout.pay.offline');
    }
    return outcome;
  }

  const { busy, click } = usePayClick(attempt);

  function changeAccount(key: string, value: string) {
    setAccount((current) => ({ ...current, [key]: value }));
    clear(`account.${key}`);
    clear('playerConfirmed');
  }

  const payLabel = !signedIn
    ? t('checkout.pay.signInToPay')
    : busy
      ? t('checkout.pay.sending')
      : payAmount && !pricing
        ? t('checkout.pay.buttonAmount', { amount: format(payAmount) })
        : t('checkout.pay.button');

  return (
    <form
      ref={formRef}
      className={styles.layout}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void click();
      }}
    >
      <div className={styles.main}>
        <section className={styles.card} aria-labelledby="checkout-what">
          <h2 id="checkout-what" className={styles.cardTitle}>
            {t('checkout.confirm.what')}
          </h2>
          <ProductHeader product={product} />
          {line ? (
            <>
              <p className={styles.muted}>
                {line.sku.name} · <Price money={line.sku.price} original={line.sku.originalPrice} />
              </p>
              <QuantityStepper
                value={item.quantity}
                max={maxQuantity}
                onChange={(quantity) => navigate(orderConfirmPath({ skuId: item.skuId, quantity }), { replace: true })}
              />
            </>
          ) : null}
        </section>

        <section className={styles.card} aria-labelledby="checkout-player">
          <h2 id="checkout-player" className={styles.cardTitle}>
            {t('checkout.player.title')}
          </h2>
          {prePay.data ? (
            <>
              {signedIn ? (
                <SavedPlayers
                  categoryId={product.categoryId}
                  current={validAccount}
                  onPick={(profile) => {
                    setAccount(Object.fromEntries(fields.filter((field) => field.key in profile.account).map((field) => [field.key, profile.account[field.key] ?? ''])));
                    setErrors({});
                  }}
                />
              ) : null}
              {fields.length === 0 ? <p className={styles.muted}>{t('checkout.player.noFields')}</p> : null}
              <AccountFields fields={fields} values={account} errors={errors} onChange={changeAccount} />
              {fields.length > 0 ? <PlayerIdHint game={product.categoryName} fields={fields} /> : null}
              {signedIn ? (
                <PlayerCheck
                  state={player.state}
                  nickname={player.nickname}
                  confirmed={accountKey !== null && confirmedFor === accountKey}
                  error={errors.playerConfirmed}
                  onConfirm={(confirmed) => {
                    setConfirmedFor(confirmed ? accountKey : null);
                    clear('playerConfirmed');
                  }}
                />
              ) : prePay.data.playerCheck ? (
                <p className={styles.muted}>{t('checkout.player.signInToCheck')}</p>
              ) : null}
              {signedIn && fields.length > 0 ? (
                <Checkbox name="saveProfile" label={t('checkout.player.save')} checked={saveProfile} onChange={(event) => setSaveProfile(event.target.checked)} />
              ) : null}
            </>
          ) : prePay.isError ? (
            <ErrorState onRetry={() => void prePay.refetch()} />
          ) : (
            <LoadingState>
              <Skeleton height={44} />
            </LoadingState>
          )}
        </section>

        {couponOn ? (
          <section className={styles.card} aria-labelledby="checkout-coupon">
            <h2 id="checkout-coupon" className={styles.cardTitle}>
              {t('checkout.coupon.title')}
            </h2>
            {signedIn ? (
              <CouponChoice
                coupons={coupons.data}
                chosenId={chosenCouponId}
                error={couponError}
                onChoose={(id) => {
                  setCouponDecided(true);
                  setCouponId(id);
                  setCouponError(undefined);
                }}
              />
            ) : (
              <p className={styles.muted}>{t('checkout.coupon.signIn')}</p>
            )}
          </section>
        ) : null}

        <PayWaySection
          payWays={payWays}
          chosen={chosen}
          onChoose={choose}
          balance={balance}
          payAmount={payAmount}
          deliveryMinutes={product.deliveryMinutes}
          extra={extra}
          errors={errors}
          onEdit={clear}
        />
      </div>

      <aside className={styles.side}>
        <section className={styles.card} aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className={styles.cardTitle}>
            {t('checkout.confirm.summary')}
          </h2>
          {line ? <p className={styles.muted}>{t('checkout.summary.item', { name: line.sku.name, quantity: item.quantity })}</p> : null}
          {validAccount ? <PlayerSummary account={validAccount} fields={fields} nickname={player.nickname} /> : null}
          {chosen ? <p className={styles.muted}>{t('checkout.summary.payWay', { name: payWayName(chosen.payWay) })}</p> : null}
          <AmountSummary
            subtotal={actual.data?.subtotal ?? subtotal}
            discount={actual.data?.discount}
            payAmount={pricing ? undefined : payAmount}
            couponName={actual.data?.coupon?.name}
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
      </aside>
    </form>
  );
}
