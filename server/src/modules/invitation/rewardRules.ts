import type { CurrencyName, Locale } from '@topup/shared/contract';
import type { KeyedTemplateValues } from '../coupon';

/** A coupon reward: the template is managed by code, upserted by its key when first needed. */
export interface CouponReward {
  kind: 'coupon';
  templateKey: string;
  template: KeyedTemplateValues;
}

/** A balance reward: a ledger credit in the storefront's currency. */
export interface BalanceReward {
  kind: 'balance';
  currencyName: CurrencyName;
  amountMinor: bigint;
}

export interface RewardRule {
  reward: CouponReward | BalanceReward;
  /**
   * How long after the invitee's first order completes the reward is paid. A refund within this
   * time (the order no longer completed) leaves the invitee eligible on a later order.
   */
  holdMs: number;
}

const noDiscountLimits = { discountPercent: null, maxDiscountMinor: null, validFrom: null, validTo: null } as const;

/**
 * The inviter's reward per storefront of the invitee's order (docs/invitations.md): a balance
 * credit where the storefront has a wallet, a coupon where it has coupons, nothing where it has
 * neither (me). Changed here and released; the amounts are in the storefront's currency.
 */
export const REWARD_RULES: Partial<Record<Locale, RewardRule>> = {
  ru: { reward: { kind: 'balance', currencyName: 'RUB', amountMinor: 10_000n }, holdMs: 0 },
  en: { reward: { kind: 'balance', currencyName: 'USD', amountMinor: 100n }, holdMs: 0 },
  mx: {
    reward: {
      kind: 'coupon',
      templateKey: 'invitation-mxn-50',
      template: {
        ...noDiscountLimits,
        name: { ru: 'За друга: 50 MXN', mx: 'Por invitar: $50', br: 'Por convite: 50 MXN', en: 'Invite reward: 50 MXN', me: 'Invite reward: 50 MXN' },
        description: { ru: 'На заказ от 300 MXN', mx: 'En pedidos desde $300', br: 'Em pedidos a partir de 300 MXN', en: 'On orders from 300 MXN', me: 'On orders from 300 MXN' },
        currencyName: 'MXN',
        discountType: 'amount',
        discountAmountMinor: 5_000n,
        thresholdMinor: 30_000n,
        validDays: 30,
      },
    },
    holdMs: 0,
  },
  br: {
    reward: {
      kind: 'coupon',
      templateKey: 'invitation-brl-10',
      template: {
        ...noDiscountLimits,
        name: { ru: 'За друга: 10 BRL', mx: 'Por invitar: 10 BRL', br: 'Por convite: R$ 10', en: 'Invite reward: 10 BRL', me: 'Invite reward: 10 BRL' },
        description: { ru: 'На заказ от 50 BRL', mx: 'En pedidos desde 50 BRL', br: 'Em pedidos a partir de R$ 50', en: 'On orders from 50 BRL', me: 'On orders from 50 BRL' },
        currencyName: 'BRL',
        discountType: 'amount',
        discountAmountMinor: 1_000n,
        thresholdMinor: 5_000n,
        validDays: 30,
      },
    },
    holdMs: 0,
  },
};
