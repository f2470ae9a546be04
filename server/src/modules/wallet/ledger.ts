import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { FLOW_TYPE, isCurrencyName, type CurrencyName, type FlowType, type PageRequest } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import type { DbHandle } from '../../db/database';
import { walletBalances, walletLedger } from './schema';

/**
 * The wallet: balances per user and currency, and the ledger. Every change is one ledger entry
 * written in the same transaction as the balance; a balance never goes below zero; a change is
 * applied at most once per (user, idempotency key). Other modules (orders, payments, refunds) call
 * these functions with their own transaction, so the money moves together with their own rows:
 *
 *   await database.db.transaction(async (tx) => {
 *     await debit(tx, { userId, currencyName: 'RUB', amountMinor: 49900n, flowType: FLOW_TYPE.PAYMENT,
 *       idempotencyKey: `pay:${orderNo}`, reference: orderNo });
 *     await markOrderPaid(tx, orderNo);
 *   });
 *
 * The functions also work on the database itself (then each change is its own transaction).
 */

/** Largest amount or balance: what JSON carries exactly (docs/money.md). */
const MAX_AMOUNT_MINOR = BigInt(Number.MAX_SAFE_INTEGER);
const MAX_KEY_LENGTH = 200;

export type CreditFlowType = typeof FLOW_TYPE.ORDER_REFUND | typeof FLOW_TYPE.TOP_UP | typeof FLOW_TYPE.BALANCE_CHANGE;
export type DebitFlowType = typeof FLOW_TYPE.PAYMENT | typeof FLOW_TYPE.BALANCE_CHANGE;

export interface LedgerChange<F extends FlowType = FlowType> {
  userId: bigint;
  currencyName: CurrencyName;
  /** How much, in minor units: always positive; credit adds it, debit takes it. */
  amountMinor: bigint;
  flowType: F;
  /** Unique per user: the same key again returns the first entry and changes nothing. */
  idempotencyKey: string;
  /** What the change belongs to, e.g. an order number (plain text, no foreign key). */
  reference?: string | null;
  remark?: string | null;
}

export type LedgerEntry = typeof walletLedger.$inferSelect;

export interface LedgerResult {
  entry: LedgerEntry;
  /** True when the key had been applied before: nothing changed this time. */
  replayed: boolean;
}

/** Adds money (a refund, a top-up, a correction). */
export function credit(db: DbHandle, change: LedgerChange<CreditFlowType>): Promise<LedgerResult> {
  return apply(db, change, 1n);
}

/**
 * Takes money (a payment, a correction). When the balance is short it throws ApiError 3026 and
 * changes nothing; the caller's transaction stays usable (the attempt ran in a savepoint).
 */
export function debit(db: DbHandle, change: LedgerChange<DebitFlowType>): Promise<LedgerResult> {
  return apply(db, change, -1n);
}

/** Thrown inside the savepoint when a concurrent call committed the same key first. */
class KeyTakenMeanwhile extends Error {}

async function apply(db: DbHandle, change: LedgerChange, sign: 1n | -1n): Promise<LedgerResult> {
  checkChange(change, sign);
  const earlier = await entryByKey(db, change.userId, change.idempotencyKey);
  if (earlier) return replay(earlier, change, sign);
  try {
    return await db.transaction(async (tx) => {
      const balanceAfter = sign > 0n ? await addToBalance(tx, change) : await takeFromBalance(tx, change);
      const [entry] = await tx
        .insert(walletLedger)
        .values({
          userId: change.userId,
          currencyName: change.currencyName,
          flowType: change.flowType,
          amountMinor: sign * change.amountMinor,
          balanceAfterMinor: balanceAfter,
          reference: change.reference ?? null,
          remark: change.remark ?? null,
          idempotencyKey: change.idempotencyKey,
        })
        // A concurrent call with the same key waits here for the first to commit, then finds it.
        .onConflictDoNothing({ target: [walletLedger.userId, walletLedger.idempotencyKey] })
        .returning();
      if (!entry) throw new KeyTakenMeanwhile();
      return { entry, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof KeyTakenMeanwhile)) throw error;
    const first = await entryByKey(db, change.userId, change.idempotencyKey);
    if (!first) throw new Error('wallet: an idempotency key conflicted but its entry is missing');
    return replay(first, change, sign);
  }
}

function checkChange(change: LedgerChange, sign: 1n | -1n): void {
  if (!isCurrencyName(change.currencyName)) throw new Error(`wallet: unknown currency ${String(change.currencyName)}`);
  if (change.amountMinor <= 0n || change.amountMinor > MAX_AMOUNT_MINOR) {
    throw new ApiError(ResultCode.AMOUNT_MUST_BE_POSITIVE, 'The amount must be above 0');
  }
  if (change.idempotencyKey.length === 0 || change.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new Error('wallet: an idempotency key of 1 to 200 characters is required');
  }
  const allowed: readonly FlowType[] =
    sign > 0n
      ? [FLOW_TYPE.ORDER_REFUND, FLOW_TYPE.TOP_UP, FLOW_TYPE.BALANCE_CHANGE]
      : [FLOW_TYPE.PAYMENT, FLOW_TYPE.BALANCE_CHANGE];
  if (!allowed.includes(change.flowType)) throw new Error(`wallet: flow type ${change.flowType} cannot ${sign > 0n ? 'credit' : 'debit'}`);
}

/** The same key must mean the same change: reusing it for another one is a caller's bug. */
function replay(entry: LedgerEntry, change: LedgerChange, sign: 1n | -1n): LedgerResult {
  const same =
    entry.currencyName === change.currencyName && entry.amountMinor === sign * change.amountMinor && entry.flowType === change.flowType;
  if (!same) throw new ApiError(ResultCode.CANNOT_REPEAT, 'This idempotency key was used for another change');
  return { entry, replayed: true };
}

async function entryByKey(db: DbHandle, userId: bigint, idempotencyKey: string): Promise<LedgerEntry | undefined> {
  const [entry] = await db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.idempotencyKey, idempotencyKey)));
  return entry;
}

async function addToBalance(tx: DbHandle, change: LedgerChange): Promise<bigint> {
  const [row] = await tx
    .insert(walletBalances)
    .values({ userId: change.userId, currencyName: change.currencyName, amountMinor: change.amountMinor })
    .onConflictDoUpdate({
      target: [walletBalances.userId, walletBalances.currencyName],
      set: { amountMinor: sql`${walletBalances.amountMinor} + excluded.amount_minor`, updatedAt: sql`now()` },
    })
    .returning({ amountMinor: walletBalances.amountMinor });
  if (!row) throw new Error('wallet: the balance upsert returned nothing');
  if (row.amountMinor > MAX_AMOUNT_MINOR) throw new ApiError(ResultCode.DATA_OVERFLOW, 'The balance would be too large');
  return row.amountMinor;
}

/** The conditional update is what makes concurrent debits safe: only a balance that covers the amount changes. */
async function takeFromBalance(tx: DbHandle, change: LedgerChange): Promise<bigint> {
  const [row] = await tx
    .update(walletBalances)
    .set({ amountMinor: sql`${walletBalances.amountMinor} - ${change.amountMinor}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(walletBalances.userId, change.userId),
        eq(walletBalances.currencyName, change.currencyName),
        gte(walletBalances.amountMinor, change.amountMinor),
      ),
    )
    .returning({ amountMinor: walletBalances.amountMinor });
  if (!row) throw new ApiError(ResultCode.INSUFFICIENT_BALANCE, 'Insufficient balance');
  return row.amountMinor;
}

export interface Balance {
  currencyName: CurrencyName;
  amountMinor: bigint;
}

/** Every currency the user holds (zero balances included), by currency name. */
export async function balancesOf(db: DbHandle, userId: bigint): Promise<Balance[]> {
  const rows = await db
    .select({ currencyName: walletBalances.currencyName, amountMinor: walletBalances.amountMinor })
    .from(walletBalances)
    .where(eq(walletBalances.userId, userId))
    .orderBy(walletBalances.currencyName);
  return rows.filter((row): row is Balance => isCurrencyName(row.currencyName));
}

/** The balance of one currency; 0 when the user never held it. */
export async function balanceOf(db: DbHandle, userId: bigint, currencyName: CurrencyName): Promise<bigint> {
  const [row] = await db
    .select({ amountMinor: walletBalances.amountMinor })
    .from(walletBalances)
    .where(and(eq(walletBalances.userId, userId), eq(walletBalances.currencyName, currencyName)));
  return row?.amountMinor ?? 0n;
}

export interface FlowFilter {
  currencyName?: CurrencyName;
  flowType?: FlowType;
}

/** One page of the user's ledger, newest first, with the count of every matching entry. */
export async function ledgerPage(
  db: DbHandle,
  userId: bigint,
  filter: FlowFilter,
  page: PageRequest,
): Promise<{ list: LedgerEntry[]; total: number }> {
  const conditions: SQL[] = [eq(walletLedger.userId, userId)];
  if (filter.currencyName) conditions.push(eq(walletLedger.currencyName, filter.currencyName));
  if (filter.flowType !== undefined) conditions.push(eq(walletLedger.flowType, filter.flowType));
  const where = and(...conditions);
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(walletLedger)
      .where(where)
      .orderBy(desc(walletLedger.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ value: count() }).from(walletLedger).where(where),
  ]);
  return { list, total: total?.value ?? 0 };
}
