import { randomBytes } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/database';
import { sandboxChainTransfers } from '../schema';
import type { ChainTransfer, ChainWatcher } from './chainWatcher';

/**
 * A chain in the database (development and tests): a tester sends a transfer to an address and
 * advances its confirmations from the development page (/dev/chain); the watcher reads them back.
 */
export class SandboxChain implements ChainWatcher {
  readonly network = 'TRC20' as const;

  constructor(private readonly db: AppDatabase) {}

  async transfersTo(addresses: readonly string[]): Promise<ChainTransfer[]> {
    if (addresses.length === 0) return [];
    const rows = await this.db.select().from(sandboxChainTransfers).where(inArray(sandboxChainTransfers.toAddress, [...addresses]));
    // Each sandbox transfer is a transaction of its own.
    return rows.map((row) => ({ txId: row.txId, toAddress: row.toAddress, transferIndex: 0, amountMinor: row.amountMinor, confirmations: row.confirmations }));
  }

  /** A new transfer, unconfirmed; its id looks like a TRON transaction id (64 hex digits). */
  async send(toAddress: string, amountMinor: bigint): Promise<string> {
    const txId = randomBytes(32).toString('hex');
    await this.db.insert(sandboxChainTransfers).values({ txId, toAddress, amountMinor });
    return txId;
  }

  /** New blocks on top of a transfer. */
  async confirm(txId: string, blocks: number): Promise<void> {
    await this.db
      .update(sandboxChainTransfers)
      .set({ confirmations: sql`${sandboxChainTransfers.confirmations} + ${blocks}` })
      .where(eq(sandboxChainTransfers.txId, txId));
  }

  async recent(limit = 20) {
    return this.db.select().from(sandboxChainTransfers).orderBy(desc(sandboxChainTransfers.createdAt)).limit(limit);
  }
}
