import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@topup/shared/contract';
import type { DbHandle } from '../../db/database';
import { formSubmissions } from './schema';
import { formOfProduct } from './formDefinitions';
import { hasMessages } from './orderMessages';

/**
 * getOrderButtonStatus's form and history: the form once the order is paid and its product has
 * one (or a submission exists to read), the history once the store or the buyer wrote about it.
 */
export async function formButtons(db: DbHandle, order: { id: bigint; productId: bigint; status: number }): Promise<{ form: boolean; history: boolean }> {
  const paid = order.status !== ORDER_STATUS.TO_PAY && order.status !== ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION && order.status !== ORDER_STATUS.CLOSED;
  const [hasForm, [submitted], history] = await Promise.all([
    formOfProduct(db, order.productId).then((form) => form !== undefined),
    db.select({ id: formSubmissions.id }).from(formSubmissions).where(eq(formSubmissions.orderId, order.id)).limit(1),
    hasMessages(db, order.id),
  ]);
  return { form: hasForm && (paid || submitted !== undefined), history };
}
