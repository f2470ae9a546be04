import { desc, eq } from 'drizzle-orm';
import { type OrderButtonStatus, type PayWayCode } from '@topup/shared/contract';
import type { DbHandle } from '../../db/database';
import type { PaymentProviders } from '../../payments/providers';
import { paidEventWaiting } from '../../payments/webhookInbox';
import type { OrderExtensions } from './extensions';
import { payments } from './schema';
import { isPastPayWindow, isUnpaid, type OrderRow, type PaymentRow } from './orderViews';

export interface OrderButtonDeps {
  db: DbHandle;
  providers: PaymentProviders;
  /** The refund request, the form and the history are decided by the modules that own them. */
  extensions: OrderExtensions;
  now: () => Date;
}

/**
 * Whether an unpaid order's money is already on its way: a paid webhook received but not applied
 * yet, or the provider of the latest open attempt saying it is paid. Asked read-only; applying
 * stays with the webhook job and the 'I have paid' call.
 */
async function paymentConfirming({ db, providers }: OrderButtonDeps, attempts: PaymentRow[]): Promise<boolean> {
  const refs = attempts.flatMap((attempt) => (attempt.providerRef ? [attempt.providerRef] : []));
  if (await paidEventWaiting(db, refs)) return true;
  const open = attempts.find((attempt) => attempt.status === 'pending' && attempt.providerRef);
  const provider = open ? providers.forPayWay(open.payWay as PayWayCode) : undefined;
  if (!open || !provider) return false;
  // A provider that cannot answer now leaves the order as the store knows it.
  const state = await provider.queryStatus(open.providerRef as string).catch(() => 'pending');
  return state === 'paid';
}

/** What an order allows its owner now. */
export async function orderButtonStatus(deps: OrderButtonDeps, order: OrderRow): Promise<OrderButtonStatus> {
  const unpaid = isUnpaid(order);
  const attempts = unpaid
    ? await deps.db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.createdAt), desc(payments.payNo))
    : [];
  const confirming = unpaid && (await paymentConfirming(deps, attempts));
  return {
    orderNo: order.orderNo,
    status: order.status,
    pay: unpaid && !confirming && !isPastPayWindow(order, deps.now()),
    cancel: unpaid && !confirming,
    ...(await deps.extensions.buttons(deps.db, order)),
    paymentConfirming: confirming,
    paymentPending: attempts[0]?.status === 'pending',
  };
}
