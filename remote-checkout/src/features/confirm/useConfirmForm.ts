import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BALANCE_PAY_WAY, orderConfirmPageRequests, prePayFormInfoCall, type PayExtraInfo, type PlayerProfile } from '@topup/shared/contract';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useFeature, useLocale, useLocaleQuery } from '@topup/shared/storefront';
import { useFormErrors, type Parser } from '@topup/shared/ui';
import { skuQuantityLimit, ValidationMessage } from '@topup/shared/validation';
import { usePayClick } from '../paying/usePayClick';
import { isPayWayShort, usePayWayChoice } from '../payWays/payWayChoice';
import { extraInfoParser, neededValues, usePayExtraInfo } from '../payWays/usePayExtraInfo';
import { usePayWays } from '../payWays/usePayWays';
import { useWalletBalance } from '../payWays/useWalletBalance';
import { accountErrorKey, accountFieldParser, accountKeyOf, validAccountValues } from './accountFields';
import type { ConfirmFormProps } from './ConfirmForm';
import { loadDraft, saveDraft } from './draft';
import { placeOrderAndPay } from './placeOrderAndPay';
import { useCouponPricing } from './useCouponPricing';
import { usePlayerCheck } from './usePlayerCheck';

const PLAYER_CONFIRM_REQUIRED = 'checkout.player.confirmRequired';

/**
 * The state of the confirmation form and its pay step: the account typed (or picked from the
 * saved players) and its check, the coupon and price, the pay way and its extra info, kept as a
 * draft in session storage, and `click`, which checks everything, places the order and pays.
 */
export function useConfirmForm({ link, item, info, refreshing, refetchInfo, owner }: ConfirmFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const signedIn = useSession(isSignedIn);
  const couponOn = useFeature('coupon');
  const formRef = useRef<HTMLFormElement>(null);
  const { product, subtotal } = info;
  // The spec's confirm link holds one line.
  const line = info.lines[0];

  const [draft] = useState(() => loadDraft(item.skuId, owner));
  const [account, setAccount] = useState<Record<string, string>>(draft?.account ?? {});
  const [saveProfile, setSaveProfile] = useState(draft?.saveProfile ?? false);
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const [payProblem, setPayProblem] = useState<string | null>(null);
  // zod (the pay way's extra info) loads when the buyer starts on the form, not with the page.
  const { errors, setErrors, checkWhenReady, clear } = useFormErrors({ zodOnDemand: true });

  const requests = useMemo(() => orderConfirmPageRequests(info), [info]);
  const prePay = useLocaleQuery(prePayFormInfoCall, requests.prePayForm);
  const fields = useMemo(() => prePay.data?.fields ?? [], [prePay.data]);
  const validAccount = useMemo(() => validAccountValues(fields, account), [fields, account]);
  const accountKey = validAccount ? accountKeyOf(validAccount) : null;
  const player = usePlayerCheck({ productId: product.id, account: validAccount, enabled: signedIn && prePay.data?.playerCheck === true });

  const coupon = useCouponPricing({ link, draft, usableCoupons: requests.usableCoupons, signedIn, couponOn });
  const { actual } = coupon;
  const payAmount = signedIn ? actual.data?.payAmount : subtotal;
  const pricing = refreshing || (signedIn && (actual.isFetching || actual.isPlaceholderData));

  const payWays = usePayWays(subtotal.currencyName);
  const hasWallet = payWays.payWays.some((payWay) => payWay.payWay === BALANCE_PAY_WAY);
  const balance = useWalletBalance(subtotal.currencyName, signedIn && hasWallet);
  const { chosen, choose } = usePayWayChoice(payWays.payWays, (payWay) => !isPayWayShort(payWay, balance, payAmount), draft?.payWayId);
  const extra = usePayExtraInfo(chosen?.payWayId, signedIn, draft?.extra);

  const { couponId } = coupon;
  useEffect(() => {
    saveDraft({ skuId: item.skuId, owner, account, saveProfile, couponId, payWayId: chosen?.payWayId ?? null, extra: extra.values });
  }, [item.skuId, owner, account, saveProfile, couponId, chosen?.payWayId, extra.values]);

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
    const parsed = await checkWhenReady((): Record<string, readonly [Parser<unknown>, unknown]> => ({
      ...Object.fromEntries(fields.map((field) => [accountErrorKey(field), [accountFieldParser(field), account[field.key] ?? '']] as const)),
      extra: [extraInfoParser(extra.fields), neededValues(extra.fields, extra.values)],
    }));
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
        couponId: coupon.chosenCouponId,
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

  function pickProfile(profile: PlayerProfile) {
    setAccount(Object.fromEntries(fields.filter((field) => field.key in profile.account).map((field) => [field.key, profile.account[field.key] ?? ''])));
    setErrors({});
  }

  function confirmPlayer(confirmed: boolean) {
    setConfirmedFor(confirmed ? accountKey : null);
    clear('playerConfirmed');
  }

  return {
    formRef,
    signedIn,
    couponOn,
    line,
    maxQuantity,
    account: { prePay, savedPlayers: requests.savedPlayers, fields, values: account, validAccount, changeAccount, pickProfile },
    player: { check: player, confirmed: accountKey !== null && confirmedFor === accountKey, confirmPlayer },
    saveProfile: { checked: saveProfile, set: setSaveProfile },
    coupon,
    payWay: { payWays, chosen, choose, balance, extra },
    errors,
    clear,
    payAmount,
    pricing,
    ready,
    busy,
    click,
    payProblem,
  };
}

export type ConfirmFormState = ReturnType<typeof useConfirmForm>;
