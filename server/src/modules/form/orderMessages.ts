import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS, type OrderStatus, type OrderNo } from '@topup/shared/contract';
import { type OrderMessage, type OrderMessageKind } from '@topup/shared/contract/form';
import type { DbHandle } from '../../db/database';
import { ordersByIds } from '../order';
import { orderMessages } from './schema';

type MessageRow = typeof orderMessages.$inferSelect;

/** The store's message for an order entering a state; the other states are news to nobody. */
const STATE_MESSAGES: Partial<Record<OrderStatus, OrderMessageKind>> = {
  [ORDER_STATUS.IN_PROGRESS]: 'paid',
  [ORDER_STATUS.COMPLETED]: 'delivered',
  [ORDER_STATUS.SENT]: 'sent',
  [ORDER_STATUS.CLOSED]: 'closed',
  [ORDER_STATUS.REFUNDED]: 'refunded',
};

export function messageView(row: MessageRow): OrderMessage {
  return {
    id: String(row.id),
    side: row.side,
    kind: row.kind,
    text: row.text,
    createTime: row.createdAt.getTime(),
    read: row.side === 'customer' || row.readAt !== null,
  };
}

/**
 * The store writes to the buyer that their order entered `status` (inside the caller's
 * transaction). Once per order and state however often a job runs (order_messages_state_once).
 */
export async function recordOrderState(tx: DbHandle, order: { id: bigint; userId: bigint }, status: OrderStatus, at: Date): Promise<void> {
  const kind = STATE_MESSAGES[status];
  if (!kind) return;
  await tx.insert(orderMessages).values({ orderId: order.id, userId: order.userId, side: 'store', kind, createdAt: at }).onConflictDoNothing();
}

/**
 * The store writes to the buyer about their order: a form reviewed, a refund requested, approved
 * or rejected (the after-sale side, with support's words on a rejection), with an optional text.
 */
export async function writeStoreMessage(
  tx: DbHandle,
  order: { id: bigint; userId: bigint },
  kind: Exclude<OrderMessageKind, 'reply'>,
  text: string | null,
  at: Date,
): Promise<OrderMessage> {
  const [row] = await tx.insert(orderMessages).values({ orderId: order.id, userId: order.userId, side: 'store', kind, text, createdAt: at }).returning();
  return messageView(row as MessageRow);
}

export async function writeReply(db: DbHandle, order: { id: bigint; userId: bigint }, text: string, at: Date): Promise<OrderMessage> {
  const [row] = await db
    .insert(orderMessages)
    .values({ orderId: order.id, userId: order.userId, side: 'customer', kind: 'reply', text, createdAt: at })
    .returning();
  return messageView(row as MessageRow);
}

/** An order's communication records, oldest first. */
export async function messagesOf(db: DbHandle, orderId: bigint): Promise<OrderMessage[]> {
  const rows = await db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId)).orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return rows.map(messageView);
}

export async function hasMessages(db: DbHandle, orderId: bigint): Promise<boolean> {
  const [row] = await db.select({ id: orderMessages.id }).from(orderMessages).where(eq(orderMessages.orderId, orderId)).limit(1);
  return row !== undefined;
}

/** The customer's orders with store messages not read yet, the most recent first. */
export async function unreadOrderNos(db: DbHandle, userId: bigint): Promise<OrderNo[]> {
  const rows = await db
    .select({ orderId: orderMessages.orderId })
    .from(orderMessages)
    .where(and(eq(orderMessages.userId, userId), eq(orderMessages.side, 'store'), isNull(orderMessages.readAt)))
    .groupBy(orderMessages.orderId)
    .orderBy(sql`max(${orderMessages.createdAt}) desc`, orderMessages.orderId);
  const found = await ordersByIds(db, rows.map((row) => row.orderId));
  return rows.flatMap((row) => {
    const order = found.get(row.orderId);
    return order ? [order.orderNo] : [];
  });
}

export async function markRead(db: DbHandle, orderId: bigint, at: Date): Promise<number> {
  const rows = await db
    .update(orderMessages)
    .set({ readAt: at })
    .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.side, 'store'), isNull(orderMessages.readAt)))
    .returning({ id: orderMessages.id });
  return rows.length;
}
