import type { PayExtraField, PayWayCode } from '@topup/shared/contract';

/** What paying one way takes from the buyer and how long it may take (docs/payments.md). */
export interface PayWayRule {
  /** Extra info asked before paying, in form order. */
  extraFields: PayExtraField[];
  /** Minutes an order paid this way stays payable from the moment the payment starts. */
  payWindowMinutes: number;
  /** Paid in cash at a shop: delivery waits for the confirmation, which may come the next day. */
  cashVoucher: boolean;
}

const rule = (extraFields: PayExtraField[], payWindowMinutes = 15, cashVoucher = false): PayWayRule => ({
  extraFields,
  payWindowMinutes,
  cashVoucher,
});

/**
 * Card payments ask an e-mail for the receipt; Brazilian PIX needs the payer's name and CPF;
 * Mexican transfers and vouchers the payer's name; phone wallets (QIWI, STC Pay) the phone. Slow
 * methods keep the order open longer: a SPEI transfer or a USDT transfer an hour, an OXXO voucher
 * until the next day.
 */
export const PAY_WAY_RULES: Readonly<Record<PayWayCode, PayWayRule>> = {
  CARDPAY_RU: rule(['email']),
  SBP: rule([]),
  QIWI: rule(['phone']),
  balance: rule([]),
  SPEI: rule(['name', 'email'], 60),
  OXXO_PAY: rule(['name', 'email'], 24 * 60, true),
  MERCADO_PAGO: rule(['email'], 60),
  card: rule(['email']),
  PIX: rule(['name', 'cpf', 'email'], 30),
  USDT_TRC20: rule([], 60),
  STC_PAY: rule(['phone']),
};

/**
 * Minutes a provider typically takes to confirm a payment (spec, sections 4 and 9): PIX and SPEI
 * about one, OXXO_PAY and MERCADO_PAGO up to thirty; cards, the wallet and the rest at once.
 */
const CONFIRM_MINUTES: Readonly<Record<string, number>> = { PIX: 1, SPEI: 1, OXXO_PAY: 30, MERCADO_PAGO: 30 };

/** Pay ways that confirm slowly enough for the checkout to warn the customer. */
export const SLOW_PAY_WAYS = Object.keys(CONFIRM_MINUTES).filter((payWay) => (CONFIRM_MINUTES[payWay] ?? 0) >= 30);

/** Minutes this pay way typically takes to confirm; 0: at once. */
export function confirmMinutesOf(payWay: string): number {
  return CONFIRM_MINUTES[payWay] ?? 0;
}
