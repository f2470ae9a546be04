import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { FLOW_TYPE, PAY_WAYS, payWayIdOf, payWayPartsOf, type CallResponse, type CurrencyName, type Locale, type PayExtraInfo, type PayWay, type PayWayCode } from '@topup/shared/contract';
import { RECHARGE_NO_PREFIX, rechargeNoSchema, type RechargeNo, type Recharge, type RechargeStatus, userRechargeCall } from '@topup/shared/contract/topup';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { AppDatabase } from '../../db/database';
import type { PaymentsConfig } from '../../config/paymentsConfig';
import { PAY_WAY_RULES, confirmMinutesOf } from '../../payments/payWayRules';
import type { PaymentProviders } from '../../payments/providers';
import { markPaymentEventApplied, storedPaymentEvent } from '../../payments/webhookInbox';
import { emailOf, holdCustomer } from '../auth';
import { checkDailyLimit, storefrontOf, type OrderExtensions } from '../order';
import { enabledPayWays, type PayWayOffer } from '../setting';
import { credit } from '../wallet';
import { rechargeAmountMinor } from './rechargeAmount';
import { recharges } from './schema';

export type RechargeRow = typeof recharges.$inferSelect;

export interface RechargeServiceDeps {
  db: AppDatabase;
  now: () => Date;
  config: PaymentsConfig;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  /** The order module's registry: its daily limit counts top-ups too. */
  orderExtensions: OrderExtensions;
}

/** The ledger key of a top-up's money: whatever replays, it is credited once. */
export const rechargeLedgerKey = (rechargeNo: string) => `topup:${rechargeNo}`;

/** R + the date and time to the second + six random digits. */
function newRechargeNo(now: Date): RechargeNo {
  return rechargeNoSchema.parse(`${RECHARGE_NO_PREFIX}${now.toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`);
}

/** What the customer sees of a stored status: a payment not yet begun or failed to begin reads as declined. */
function statusOf(row: RechargeRow): RechargeStatus {
  if (row.status === 'creating') return 'pending';
  if (row.status === 'failed') return 'declined';
  return row.status as RechargeStatus;
}

export function rechargeView(row: RechargeRow): Recharge {
  return {
    rechargeNo: row.rechargeNo,
    payWay: row.payWay,
    amount: { currencyName: row.currencyName, amount: Number(row.amount) },
    status: statusOf(row),
    createTime: row.createdAt.getTime(),
  };
}

/**
 * Top-ups by pay way (docs/topup.md): the same providers, hosted pages, webhooks and jobs as an
 * order's payment. No transaction is open while a provider answers.
 */
export class RechargeService {
  private readonly offer: PayWayOffer;

  constructor(private readonly deps: RechargeServiceDeps) {
    this.offer = { disabled: deps.config.disabledPayWays, providers: deps.providers };
  }

  /** The storefront's pay ways but the wallet; none where the storefront has no balance. */
  platforms(locale: Locale): PayWay[] {
    const storefront = storefrontOf(locale);
    if (!storefront.features.includes('balance')) return [];
    return enabledPayWays(storefront, this.offer)
      .filter((payWay) => payWay !== 'balance')
      .map((payWay) => ({
        payWayId: payWayIdOf(payWay, storefront.currencyName),
        payWay,
        currencyName: storefront.currencyName,
        confirmMinutes: confirmMinutesOf(payWay),
      }));
  }

  async start(userId: bigint, input: z.output<typeof userRechargeCall.request>): Promise<CallResponse<typeof userRechargeCall>> {
    const { db, now, providers, config } = this.deps;
    const { amount, payWayId, locale, ...given } = input;
    const storefront = storefrontOf(locale);
    if (!storefront.features.includes('balance')) throw new ApiError(ResultCode.FUNCTION_UNAVAILABLE, 'This storefront has no wallet');
    const { payWay, currencyName } = payWayPartsOf(payWayId);
    if (!this.platforms(locale).some((offered) => offered.payWay === payWay) || !(PAY_WAYS as readonly string[]).includes(payWay)) {
      throw new ApiError(ResultCode.PAY_WAY_MISSING, 'This pay way is unavailable');
    }
    if (currencyName !== storefront.currencyName) throw new ApiError(ResultCode.CURRENCY_TYPE_MISSING, 'The pay way is of another currency');
    const amountMinor = rechargeAmountMinor(amount, storefront.currencyName as CurrencyName);
    const rule = PAY_WAY_RULES[payWay as PayWayCode];
    const extraInfo: PayExtraInfo = { ...given, email: given.email ?? (await emailOf(this.deps.db, userId)) };
    const missing = rule.extraFields.find((field) => !extraInfo[field]);
    if (missing) throw new ApiError(ResultCode.MISSING_PARAMETER, `Missing parameter: ${missing}`);
    const provider = providers.forPayWay(payWay as PayWayCode);
    if (!provider || provider.instant) throw new ApiError(ResultCode.PAY_WAY_MISSING, 'This pay way is unavailable');

    const at = now();
    const rechargeNo = newRechargeNo(at);
    await db.transaction(async (tx) => {
      // As an order's payment: the customer's payments are checked against the limit one at a time.
      await holdCustomer(tx, userId);
      await checkDailyLimit(tx, this.deps.orderExtensions, config.dailyPaymentLimits, at, { userId, currencyName, amount: Number(amountMinor) });
      await tx.insert(recharges).values({
        rechargeNo,
        userId,
        payWay,
        provider: provider.name,
        status: 'creating',
        currencyName,
        amount: amountMinor,
        createdAt: at,
      });
    });
    const request = {
      payNo: rechargeNo,
      orderNo: rechargeNo,
      userId,
      payWay: payWay as PayWayCode,
      amount: { currencyName, amount: Number(amountMinor) },
      locale,
      extraInfo,
      expiresAt: new Date(at.getTime() + rule.payWindowMinutes * 60_000),
    };
    let created;
    try {
      created = await provider.createPayment(request, null);
    } catch (error) {
      await db.update(recharges).set({ status: 'failed' }).where(eq(recharges.rechargeNo, rechargeNo));
      throw error;
    }
    if (created.status !== 'pending') throw new Error(`${provider.name} settled a top-up outside a transaction`);
    await db
      .update(recharges)
      .set({ status: 'pending', providerRef: created.providerRef, url: created.url })
      .where(and(eq(recharges.rechargeNo, rechargeNo), eq(recharges.status, 'creating')));
    return { rechargeNo, amount: request.amount, url: created.url };
  }

  async status(userId: bigint, rechargeNo: RechargeNo): Promise<Recharge> {
    const [row] = await this.deps.db
      .select()
      .from(recharges)
      .where(and(eq(recharges.rechargeNo, rechargeNo), eq(recharges.userId, userId)));
    if (!row) throw new ApiError(ResultCode.NO_DATA, 'No such top-up');
    return rechargeView(row);
  }

  /**
   * A stored provider event of a top-up, applied once (the webhook's applied_at). 'paid' credits
   * the wallet under the top-up's ledger key, so however often it comes the money arrives once; a
   * 'paid' of another amount or currency credits nothing and is held for review with an alert;
   * 'declined' and 'expired' only end a top-up still pending.
   */
  async applyEvent(provider: string, eventId: string): Promise<boolean> {
    const { db, now, log } = this.deps;
    const event = await storedPaymentEvent(db, provider, eventId);
    if (!event) return false;
    if (event.appliedAt) return true;
    const [found] = await db
      .select()
      .from(recharges)
      .where(and(eq(recharges.provider, provider), eq(recharges.providerRef, event.providerRef)));
    if (!found) return false;
    await db.transaction(async (tx) => {
      const [recharge] = await tx.select().from(recharges).where(eq(recharges.rechargeNo, found.rechargeNo)).for('update');
      const at = now();
      if (recharge && recharge.status !== 'paid' && recharge.status !== 'review') {
        if (event.state === 'paid' && (event.currencyName !== recharge.currencyName || event.amount !== recharge.amount)) {
          await tx.update(recharges).set({ status: 'review', settledAt: at }).where(eq(recharges.rechargeNo, recharge.rechargeNo));
          log.error(
            {
              alert: 'payment-amount-mismatch',
              provider,
              eventId,
              rechargeNo: recharge.rechargeNo,
              expected: { currencyName: recharge.currencyName, amount: String(recharge.amount) },
              received: { currencyName: event.currencyName, amount: String(event.amount) },
            },
            'a paid top-up event differs from its top-up in amount or currency: held for review',
          );
        } else if (event.state === 'paid') {
          await credit(tx, {
            userId: recharge.userId,
            currencyName: recharge.currencyName as CurrencyName,
            amountMinor: recharge.amount,
            flowType: FLOW_TYPE.TOP_UP,
            idempotencyKey: rechargeLedgerKey(recharge.rechargeNo),
            reference: recharge.rechargeNo,
          });
          await tx.update(recharges).set({ status: 'paid', settledAt: at }).where(eq(recharges.rechargeNo, recharge.rechargeNo));
        } else if (recharge.status === 'pending' || recharge.status === 'creating') {
          await tx.update(recharges).set({ status: event.state, settledAt: at }).where(eq(recharges.rechargeNo, recharge.rechargeNo));
        }
      }
      await markPaymentEventApplied(tx, provider, eventId, at);
    });
    return true;
  }
}
