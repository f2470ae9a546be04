import { eq, sql } from 'drizzle-orm';
import { FLOW_TYPE } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import type { Database } from '../../src/db/database';
import { walletBalances, walletLedger } from '../../src/db/schema';
import { balanceOf, balancesOf, credit, debit, ledgerPage } from '../../src/modules/wallet/ledger';
import { closeTemplates, testBackends } from '../support/backends';
import { createUser } from '../support/moneyFixtures';

afterAll(closeTemplates);

const refusal = (code: number) => expect.objectContaining({ name: 'ApiError', code });

describe.each(testBackends())('the wallet ledger on $kind', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await backend.migrated();
  });
  afterAll(() => database.close());

  const topUp = (userId: bigint, amountMinor: bigint, idempotencyKey: string, currencyName: 'RUB' | 'USD' = 'RUB') =>
    credit(database.db, { userId, currencyName, amountMinor, flowType: FLOW_TYPE.TOP_UP, idempotencyKey });
  const pay = (userId: bigint, amountMinor: bigint, orderNo: string) =>
    debit(database.db, { userId, currencyName: 'RUB', amountMinor, flowType: FLOW_TYPE.PAYMENT, idempotencyKey: `pay:${orderNo}`, reference: orderNo });

  /** The ledger's amounts sum to the balance, and the newest entry's balance_after is the balance. */
  async function expectLedgerMatches(userId: bigint, currencyName = 'RUB') {
    const [sum] = await database.db
      .select({ total: sql<string>`coalesce(sum(${walletLedger.amountMinor}), 0)::text` })
      .from(walletLedger)
      .where(sql`${walletLedger.userId} = ${userId} and ${walletLedger.currencyName} = ${currencyName}`);
    const balance = await balanceOf(database.db, userId, 'RUB');
    expect(BigInt(sum!.total)).toBe(balance);
    const { list } = await ledgerPage(database.db, userId, { currencyName: 'RUB' }, { pageNum: 1, pageSize: 1 });
    if (list[0]) expect(list[0].balanceAfterMinor).toBe(balance);
    return balance;
  }

  it('credits and debits with one entry each, and the ledger sums to the balance', async () => {
    const userId = await createUser(database.db);
    expect(await balanceOf(database.db, userId, 'RUB')).toBe(0n);
    await topUp(userId, 500_000n, 'topup:1');
    await topUp(userId, 5_000n, 'topup:usd', 'USD');
    const paid = await pay(userId, 149_900n, 'ORD-1');
    expect(paid.entry).toMatchObject({ amountMinor: -149_900n, balanceAfterMinor: 350_100n, flowType: 0, reference: 'ORD-1' });
    await credit(database.db, { userId, currencyName: 'RUB', amountMinor: 149_900n, flowType: FLOW_TYPE.ORDER_REFUND, idempotencyKey: 'refund:ORD-1', reference: 'ORD-1' });
    expect(await expectLedgerMatches(userId)).toBe(500_000n);
    expect(await balancesOf(database.db, userId)).toEqual([
      { currencyName: 'RUB', amountMinor: 500_000n },
      { currencyName: 'USD', amountMinor: 5_000n },
    ]);
    const page = await ledgerPage(database.db, userId, {}, { pageNum: 1, pageSize: 10 });
    expect(page.total).toBe(4);
    expect(page.list.map((entry) => entry.flowType)).toEqual([1, 0, 2, 2]);
    expect((await ledgerPage(database.db, userId, { flowType: 0 }, { pageNum: 1, pageSize: 10 })).total).toBe(1);
  });

  it('refuses a debit the balance does not cover with 3026 and writes nothing', async () => {
    const userId = await createUser(database.db);
    await expect(pay(userId, 1n, 'ORD-EMPTY')).rejects.toEqual(refusal(ResultCode.INSUFFICIENT_BALANCE));
    await topUp(userId, 10_000n, 'topup:short');
    await expect(pay(userId, 10_001n, 'ORD-SHORT')).rejects.toEqual(refusal(ResultCode.INSUFFICIENT_BALANCE));
    expect((await ledgerPage(database.db, userId, {}, { pageNum: 1, pageSize: 10 })).total).toBe(1);
    expect(await expectLedgerMatches(userId)).toBe(10_000n);
    // The same key succeeds once the money is there: a refusal is not remembered.
    await topUp(userId, 1n, 'topup:short:2');
    expect((await pay(userId, 10_001n, 'ORD-SHORT')).replayed).toBe(false);
    expect(await expectLedgerMatches(userId)).toBe(0n);
  });

  it('applies the same idempotency key once, and refuses it for another change', async () => {
    const userId = await createUser(database.db);
    const first = await topUp(userId, 2_500n, 'topup:same');
    const second = await topUp(userId, 2_500n, 'topup:same');
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ entry: first.entry, replayed: true });
    await expect(topUp(userId, 9_999n, 'topup:same')).rejects.toEqual(refusal(ResultCode.CANNOT_REPEAT));
    // Keys are per user: another user's key of the same name is another change.
    const other = await createUser(database.db);
    expect((await topUp(other, 2_500n, 'topup:same')).replayed).toBe(false);
    expect(await expectLedgerMatches(userId)).toBe(2_500n);
  });

  it('applies a key once when the same credit arrives 20 times at once', async () => {
    const userId = await createUser(database.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => topUp(userId, 700n, 'webhook:evt-1')));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entry.id)).size).toBe(1);
    expect(await expectLedgerMatches(userId)).toBe(700n);
  });

  it('lets 100 concurrent debits from a wallet that affords 7 succeed exactly 7 times', async () => {
    const userId = await createUser(database.db);
    await topUp(userId, 7n * 49_900n + 100n, 'topup:seven');
    const attempts = await Promise.allSettled(Array.from({ length: 100 }, (_, index) => pay(userId, 49_900n, `ORD-RACE-${index}`)));
    const paid = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected');
    expect(paid).toHaveLength(7);
    expect(refused).toHaveLength(93);
    for (const attempt of refused) expect(attempt.reason).toEqual(refusal(ResultCode.INSUFFICIENT_BALANCE));
    expect(await expectLedgerMatches(userId)).toBe(100n);
  });

  it('runs a debit inside the caller\'s transaction: it rolls back with it, and a refusal leaves it usable', async () => {
    const userId = await createUser(database.db);
    await topUp(userId, 1_000n, 'topup:tx');
    await expect(
      database.db.transaction(async (tx) => {
        await debit(tx, { userId, currencyName: 'RUB', amountMinor: 600n, flowType: FLOW_TYPE.PAYMENT, idempotencyKey: 'pay:ROLLBACK' });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(await expectLedgerMatches(userId)).toBe(1_000n);

    await database.db.transaction(async (tx) => {
      await expect(
        debit(tx, { userId, currencyName: 'RUB', amountMinor: 5_000n, flowType: FLOW_TYPE.PAYMENT, idempotencyKey: 'pay:TOO-MUCH' }),
      ).rejects.toEqual(refusal(ResultCode.INSUFFICIENT_BALANCE));
      await debit(tx, { userId, currencyName: 'RUB', amountMinor: 400n, flowType: FLOW_TYPE.PAYMENT, idempotencyKey: 'pay:FITS' });
    });
    expect(await expectLedgerMatches(userId)).toBe(600n);
  });

  it('refuses amounts that are not positive, and the database refuses a negative balance', async () => {
    const userId = await createUser(database.db);
    await expect(topUp(userId, 0n, 'zero')).rejects.toEqual(refusal(ResultCode.AMOUNT_MUST_BE_POSITIVE));
    await expect(pay(userId, -5n, 'NEG')).rejects.toEqual(refusal(ResultCode.AMOUNT_MUST_BE_POSITIVE));
    await topUp(userId, 10n, 'topup:check');
    const failure = await database.db
      .update(walletBalances)
      .set({ amountMinor: -1n })
      .where(eq(walletBalances.userId, userId))
      .catch((error: Error) => error);
    expect((failure as Error).cause).toEqual(expect.objectContaining({ message: expect.stringMatching(/wallet_balances_amount_not_negative/) }));
  });
});
