import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FLOW_TYPE, decimalToMinor, minorToDecimal, type CurrencyName } from '@topup/shared/contract';
import { type Deposit } from '@topup/shared/contract/topup';
import type { ChainTransfer, ChainWatcher } from './chain/chainWatcher';
import type { AppDatabase } from '../../db/database';
import { depositAddresses, deposits } from './schema';
import { enqueueJob } from '../../jobs/enqueue';
import { credit } from '../wallet';
import type { TopupConfig } from './topupConfig';

/** The job that credits one confirmed deposit, keyed by its transfer (`DepositKey`). */
export const CREDIT_DEPOSIT_JOB = 'usdt.deposit';

/** A deposit: a transaction's transfer to one address, by its place among them (0 for the first). */
export interface DepositKey {
  txId: string;
  address: string;
  transferIndex: number;
}

/**
 * The ledger key of a deposit, under the customer who owns the address: a transfer is credited
 * once, whatever reports it. The first transfer of a transaction keeps the plain `usdt:<txId>`.
 */
export const depositLedgerKey = ({ txId, transferIndex }: DepositKey) => (transferIndex === 0 ? `usdt:${txId}` : `usdt:${txId}:${transferIndex}`);

/**
 * The deposit a credit job names. A job queued before deposits were keyed by transfer names only
 * the transaction: it finds no deposit and ends, and the next scan queues the deposit again.
 */
export const depositKeyOf = (payload: Record<string, unknown>): DepositKey => ({
  txId: String(payload.txId),
  address: String(payload.address ?? ''),
  transferIndex: Number(payload.transferIndex ?? 0),
});

const isDeposit = (key: DepositKey) => and(eq(deposits.txId, key.txId), eq(deposits.address, key.address), eq(deposits.transferIndex, key.transferIndex));

const USDT_UNIT = 10n ** 6n;

export type DepositRow = typeof deposits.$inferSelect;

export interface DepositCreditsDeps {
  db: AppDatabase;
  now: () => Date;
  config: TopupConfig;
  watcher: ChainWatcher;
  log: FastifyBaseLogger;
}

/**
 * USDT deposits (docs/topup.md): the watcher's reports are recorded by transfer (a report again,
 * or out of order, only raises the confirmations), and a deposit with enough confirmations
 * gets one credit job, which converts it at the configured rate and credits it once.
 */
export class DepositCredits {
  constructor(private readonly deps: DepositCreditsDeps) {}

  /** Asks the watcher about every deposit address and records what it reports. */
  async scan(): Promise<void> {
    const owners = await this.deps.db.select({ address: depositAddresses.address, userId: depositAddresses.userId }).from(depositAddresses);
    if (owners.length === 0) return;
    const ownerOf = new Map(owners.map((owner) => [owner.address, owner.userId]));
    for (const transfer of await this.deps.watcher.transfersTo([...ownerOf.keys()])) {
      const userId = ownerOf.get(transfer.toAddress);
      if (userId !== undefined) await this.record(transfer, userId);
    }
  }

  /** One report of a transfer to a customer's address. */
  async record(transfer: ChainTransfer, userId: bigint): Promise<void> {
    if (transfer.amountMinor <= 0n) return;
    const { db, now, config } = this.deps;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(deposits)
        .values({
          txId: transfer.txId,
          network: this.deps.watcher.network,
          address: transfer.toAddress,
          transferIndex: transfer.transferIndex,
          userId,
          amountMinor: transfer.amountMinor,
          confirmations: transfer.confirmations,
          status: 'confirming',
          createdAt: now(),
        })
        // The first report fixes what was sent; later ones may only add confirmations.
        .onConflictDoUpdate({
          target: [deposits.txId, deposits.address, deposits.transferIndex],
          set: { confirmations: sql`greatest(${deposits.confirmations}, excluded.confirmations)` },
        })
        .returning();
      if (row && row.status === 'confirming' && row.confirmations >= config.confirmations) {
        const key: DepositKey = { txId: row.txId, address: row.address, transferIndex: row.transferIndex };
        await enqueueJob(tx, now(), { kind: CREDIT_DEPOSIT_JOB, payload: { ...key }, uniqueKey: `${CREDIT_DEPOSIT_JOB}:${key.txId}:${key.address}:${key.transferIndex}` });
      }
    });
  }

  /**
   * Credits a confirmed deposit once: converted at the configured rate of the address's currency
   * (rounded down to a minor unit), the rate kept on the deposit and in the entry's remark. Below
   * the minimum (or worth less than a minor unit) it is held: recorded, not credited, not lost.
   */
  async credit(key: DepositKey): Promise<void> {
    const { db, now, config } = this.deps;
    const { txId } = key;
    await db.transaction(async (tx) => {
      const [deposit] = await tx.select().from(deposits).where(isDeposit(key)).for('update');
      if (!deposit || deposit.status !== 'confirming' || deposit.confirmations < config.confirmations) return;
      const [owner] = await tx.select().from(depositAddresses).where(eq(depositAddresses.userId, deposit.userId));
      const currencyName = (owner?.currencyName ?? 'USD') as CurrencyName;
      const rate = config.rates[currencyName];
      const rateMinor = rate === undefined ? null : decimalToMinor(rate, currencyName);
      const creditMinor = rateMinor === null ? 0n : (deposit.amountMinor * rateMinor) / USDT_UNIT;
      const at = now();
      if (deposit.amountMinor < config.minDepositMinor || creditMinor <= 0n) {
        await tx.update(deposits).set({ status: 'held', settledAt: at }).where(isDeposit(key));
        this.deps.log.warn({ alert: 'usdt-deposit-held', txId, amountMinor: String(deposit.amountMinor) }, 'a USDT deposit below the minimum is held');
        return;
      }
      const { entry } = await credit(tx, {
        userId: deposit.userId,
        currencyName,
        amountMinor: creditMinor,
        flowType: FLOW_TYPE.TOP_UP,
        idempotencyKey: depositLedgerKey(key),
        reference: txId,
        remark: `USDT ${minorToDecimal(deposit.amountMinor, 'USDT')} @ ${rate} ${currencyName}`,
      });
      await tx
        .update(deposits)
        .set({ status: 'credited', creditCurrency: currencyName, creditAmountMinor: creditMinor, rate, ledgerEntryId: entry.id, settledAt: at })
        .where(isDeposit(key));
    });
  }

  async list(userId: bigint): Promise<Deposit[]> {
    const rows = await this.deps.db.select().from(deposits).where(eq(deposits.userId, userId)).orderBy(desc(deposits.createdAt)).limit(50);
    return rows.map((row) => ({
      txId: row.txId,
      amount: { currencyName: 'USDT', amount: Number(row.amountMinor) },
      confirmations: row.confirmations,
      confirmationsRequired: this.deps.config.confirmations,
      status: row.status as Deposit['status'],
      credited: row.creditCurrency && row.creditAmountMinor !== null ? { currencyName: row.creditCurrency, amount: Number(row.creditAmountMinor) } : null,
      createTime: row.createdAt.getTime(),
    }));
  }
}
