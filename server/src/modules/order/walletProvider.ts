import { eq } from 'drizzle-orm';
import { FLOW_TYPE, isCurrencyName, type Money } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { payments } from './schema';
import type { PaymentCreated, PaymentEvent, PaymentProvider, PaymentRequest, ProviderPaymentState } from '../../payments/provider';
import { WebhookRejected } from '../../payments/provider';
import { credit, debit } from '../wallet';

function currencyOf(money: Money) {
  if (!isCurrencyName(money.currencyName)) throw new ApiError(ResultCode.CURRENCY_TYPE_MISSING, 'The wallet holds no such currency');
  return money.currencyName;
}

/**
 * The wallet as a pay way ('balance'): instant, so it debits inside the caller's transaction, the
 * same one that marks the order paid; short balance is 3026 and nothing changes. Its reference is
 * the attempt's pay number, and each debit or refund is applied once per key (the ledger's).
 */
export class WalletProvider implements PaymentProvider {
  readonly name = 'wallet';
  readonly instant = true;

  constructor(private readonly db: DbHandle) {}

  async createPayment(request: PaymentRequest, tx: DbHandle | null): Promise<PaymentCreated> {
    if (!tx) throw new Error('The wallet pays inside the order transaction');
    await debit(tx, {
      userId: request.userId,
      currencyName: currencyOf(request.amount),
      amountMinor: BigInt(request.amount.amount),
      flowType: FLOW_TYPE.PAYMENT,
      idempotencyKey: `pay:${request.payNo}`,
      reference: request.orderNo,
    });
    return { status: 'paid', providerRef: request.payNo };
  }

  verifyWebhook(): PaymentEvent {
    throw new WebhookRejected('the wallet sends no webhooks', 400);
  }

  async queryStatus(): Promise<ProviderPaymentState> {
    return 'paid';
  }

  async refund(providerRef: string, amount: Money, refundId: string, tx: DbHandle | null): Promise<void> {
    const db = tx ?? this.db;
    const [payment] = await db.select().from(payments).where(eq(payments.payNo, providerRef));
    if (!payment) throw new Error(`No wallet payment ${providerRef}`);
    await credit(db, {
      userId: payment.userId,
      currencyName: currencyOf(amount),
      amountMinor: BigInt(amount.amount),
      flowType: FLOW_TYPE.ORDER_REFUND,
      idempotencyKey: `refund:${refundId}`,
      reference: refundId,
    });
  }
}
