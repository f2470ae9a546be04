import type { OrderButtonStatus, OrderStatus } from '@topup/shared/contract';
import type { DbHandle } from '../../db/database';
import type { OrderRow } from './orderViews';

/** Told of every state an order enters, inside the transaction that changes it (a listener's write commits with it). */
export type OrderStateListener = (tx: DbHandle, order: OrderRow, status: OrderStatus, at: Date) => Promise<void>;

/** The buttons another module decides for an order (the refund request, the form, its history). */
export type OrderButtons = Partial<Pick<OrderButtonStatus, 'refund' | 'form' | 'history'>>;
export type OrderButtonContributor = (db: DbHandle, order: OrderRow) => Promise<OrderButtons>;

/** Money the customer committed today outside orders (e.g. top-ups), minor units, counted against the daily limit. */
export type DailySpendingContributor = (db: DbHandle, userId: bigint, currencyName: string, dayStart: Date) => Promise<number>;

/**
 * Where other modules plug into orders: the order module calls these and imports none of them,
 * so after-sale, forms and top-ups can use the order's face without a cycle. They register at
 * boot (the `order-lifecycle` plugin decorates the registry before any module's routes).
 */
export class OrderExtensions {
  private readonly stateListeners: OrderStateListener[] = [];
  private readonly buttonContributors: OrderButtonContributor[] = [];
  private readonly spendingContributors: DailySpendingContributor[] = [];

  onStateChanged(listener: OrderStateListener): void {
    this.stateListeners.push(listener);
  }

  addButtons(contributor: OrderButtonContributor): void {
    this.buttonContributors.push(contributor);
  }

  addDailySpending(contributor: DailySpendingContributor): void {
    this.spendingContributors.push(contributor);
  }

  async stateChanged(tx: DbHandle, order: OrderRow, status: OrderStatus, at: Date): Promise<void> {
    // One after another: they share the transaction's connection.
    for (const listener of this.stateListeners) await listener(tx, order, status, at);
  }

  /** Every contributor's buttons; none offered unless a contributor offers it. */
  async buttons(db: DbHandle, order: OrderRow): Promise<Required<OrderButtons>> {
    const all: Required<OrderButtons> = { refund: false, form: false, history: false };
    for (const contributor of this.buttonContributors) Object.assign(all, await contributor(db, order));
    return all;
  }

  async spentToday(db: DbHandle, userId: bigint, currencyName: string, dayStart: Date): Promise<number> {
    let total = 0;
    for (const contributor of this.spendingContributors) total += await contributor(db, userId, currencyName, dayStart);
    return total;
  }
}
