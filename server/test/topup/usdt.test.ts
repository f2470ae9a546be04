import { eq } from 'drizzle-orm';
import { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1';
import { FLOW_TYPE } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import type { ChainTransfer, ChainWatcher } from '../../src/modules/topup/chain/chainWatcher';
import { SandboxChain } from '../../src/modules/topup/chain/sandboxChain';
import { deriveTronAddress, isTronAddress, tronAddressOfPublicKey } from '../../src/modules/topup/chain/tronAddress';
import { deposits, walletLedger } from '../../src/db/schema';
import { DepositCredits } from '../../src/modules/topup/depositCredits';
import { DEMO_USDT_XPUB, topupConfigOf, topupEnvSchema } from '../../src/modules/topup/topupConfig';
import { closeTemplates, pgliteBackend, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { orderStoreForTests } from '../order/orderFixtures';
import { TOPUP_TEST_ENV } from './topupFixtures';

afterAll(closeTemplates);

describe('TRON addresses', () => {
  it('are 0x41 + keccak256 of the public key, base58check (the address of private key 1)', () => {
    const key = new Uint8Array(32);
    key[31] = 1;
    expect(tronAddressOfPublicKey(secp256k1.getPublicKey(key, true))).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
  });

  it("are derived from the xpub as its private key's children would be", () => {
    const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(7)).derive("m/44'/195'/0'/0");
    for (const index of [0, 1, 17]) {
      expect(deriveTronAddress(root.publicExtendedKey, index)).toBe(tronAddressOfPublicKey(root.deriveChild(index).publicKey as Uint8Array));
    }
  });

  it('takes an xpub as USDT_XPUB and refuses a private key', () => {
    const root = HDKey.fromMasterSeed(new Uint8Array(32).fill(9));
    expect(topupEnvSchema.safeParse({ USDT_XPUB: root.publicExtendedKey }).success).toBe(true);
    expect(topupEnvSchema.safeParse({ USDT_XPUB: root.privateExtendedKey }).success).toBe(false);
    expect(topupEnvSchema.safeParse({ USDT_XPUB: 'xpub-nonsense' }).success).toBe(false);
  });

  it('checks the checksum', () => {
    const address = deriveTronAddress(DEMO_USDT_XPUB, 0);
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(isTronAddress(address)).toBe(true);
    const changed = address.slice(0, 10) + (address[10] === 'a' ? 'b' : 'a') + address.slice(11);
    expect(isTronAddress(changed)).toBe(false);
  });
});

describe.each(testBackends())('USDT deposits on $kind', (backend) => {
  const store = orderStoreForTests(backend, TOPUP_TEST_ENV);
  const config = topupConfigOf(topupEnvSchema.parse(TOPUP_TEST_ENV), false);
  const silent = { warn: () => undefined } as never;
  const creditsWith = (watcher: ChainWatcher) => new DepositCredits({ db: store.database.db, now: store.clock.now, config, watcher, log: silent });
  const open = async (email: string) => {
    const buyer = await signedInCustomer(store, email);
    const address = (await buyer.post('/api/user/front/user/openWallet', { currencyName: 'RUB' })).json().data;
    return { buyer, address };
  };
  const rubles = async (buyer: Awaited<ReturnType<typeof signedInCustomer>>) =>
    (await buyer.get('/api/user/front/user/getUserBalanceByCurrency', { currencyName: 'RUB' })).json().data.amountMinor as number;

  it('gives each customer a valid TRON address of their own, the same after a restart', async () => {
    const first = await open('usdt-a@example.com');
    const second = await open('usdt-b@example.com');
    expect(first.address).toMatchObject({ network: 'TRC20', currencyName: 'RUB', rate: '95.00', confirmations: 3, minDepositMinor: 1_000_000 });
    expect(isTronAddress(first.address.address)).toBe(true);
    expect(isTronAddress(second.address.address)).toBe(true);
    expect(first.address.address).not.toBe(second.address.address);
    expect((await first.buyer.post('/api/user/front/user/generateDigitalAddress', { currencyName: 'USD' })).json().data.address).toBe(first.address.address);
    await store.restart();
    expect((await first.buyer.get('/api/user/front/user/queryDigitalAddress')).json().data.address).toBe(first.address.address);
    const third = await open('usdt-c@example.com');
    expect(new Set([first.address.address, second.address.address, third.address.address]).size).toBe(3);
  });

  it('answers null before the wallet is opened, and refuses a currency without a rate', async () => {
    const buyer = await signedInCustomer(store, 'usdt-none@example.com');
    expect((await buyer.get('/api/user/front/user/queryDigitalAddress')).json().data).toBeNull();
    expect((await buyer.post('/api/user/front/user/openWallet', { currencyName: 'BRL' })).json().code).toBe(ResultCode.CURRENCY_TYPE_MISSING);
  });

  it('credits nothing before the confirmations, then once at the rate, recorded with the entry', async () => {
    const { buyer, address } = await open('usdt-confirm@example.com');
    const chain = new SandboxChain(store.database.db);
    const credits = creditsWith(chain);
    const txId = await chain.send(address.address, 10_500_000n);
    await chain.confirm(txId, 2);
    await credits.scan();
    await store.app.jobs.runDue();
    expect(await rubles(buyer)).toBe(0);
    expect((await buyer.get('/api/user/front/user/queryTransactionAddress')).json().data).toEqual([
      expect.objectContaining({ txId, amount: { currencyName: 'USDT', amount: 10_500_000 }, confirmations: 2, confirmationsRequired: 3, status: 'confirming', credited: null }),
    ]);
    await chain.confirm(txId, 1);
    await credits.scan();
    await store.app.jobs.runDue();
    // 10.5 USDT at 95.00 ₽ = 997.50 ₽.
    expect(await rubles(buyer)).toBe(99_750);
    const [entry] = await store.database.db.select().from(walletLedger).where(eq(walletLedger.userId, buyer.userId));
    expect(entry).toMatchObject({ flowType: FLOW_TYPE.TOP_UP, amountMinor: 99_750n, reference: txId, remark: 'USDT 10.500000 @ 95.00 RUB' });
    const [deposit] = await store.database.db.select().from(deposits).where(eq(deposits.txId, txId));
    expect(deposit).toMatchObject({ status: 'credited', rate: '95.00', creditAmountMinor: 99_750n, ledgerEntryId: entry!.id });
  });

  it('credits a deposit reported 10 times and out of order once', async () => {
    const { buyer, address } = await open('usdt-replay@example.com');
    const txId = 'ab'.repeat(32);
    const reports = [5, 0, 3, 1, 9, 2, 3, 4, 0, 7].map((confirmations): ChainTransfer => ({ txId, toAddress: address.address, transferIndex: 0, amountMinor: 2_000_000n, confirmations }));
    for (const report of reports) {
      await creditsWith({ network: 'TRC20', transfersTo: async () => [report] }).scan();
      await store.app.jobs.runDue();
    }
    expect(await rubles(buyer)).toBe(19_000);
    expect(await store.database.db.select().from(walletLedger).where(eq(walletLedger.userId, buyer.userId))).toHaveLength(1);
    const [deposit] = await store.database.db.select().from(deposits).where(eq(deposits.txId, txId));
    expect(deposit).toMatchObject({ confirmations: 9, status: 'credited' });
  });

  it('credits every transfer of one transaction (a batch payout): to two customers, and twice to one', async () => {
    const first = await open('usdt-batch-a@example.com');
    const second = await open('usdt-batch-b@example.com');
    const txId = 'cd'.repeat(32);
    const transfer = (toAddress: string, transferIndex: number, amountMinor: bigint): ChainTransfer => ({ txId, toAddress, transferIndex, amountMinor, confirmations: 5 });
    const reports = [transfer(first.address.address, 0, 1_000_000n), transfer(first.address.address, 1, 2_000_000n), transfer(second.address.address, 0, 4_000_000n)];
    for (let round = 0; round < 3; round += 1) {
      await creditsWith({ network: 'TRC20', transfersTo: async () => reports }).scan();
      await store.app.jobs.runDue();
    }
    // 3 USDT and 4 USDT at 95.00 ₽, each transfer once.
    expect(await rubles(first.buyer)).toBe(28_500);
    expect(await rubles(second.buyer)).toBe(38_000);
    const keys = await store.database.db.select({ key: walletLedger.idempotencyKey }).from(walletLedger).where(eq(walletLedger.userId, first.buyer.userId));
    expect(keys.map((row) => row.key).sort()).toEqual([`usdt:${txId}`, `usdt:${txId}:1`]);
    const listed = (await first.buyer.get('/api/user/front/user/queryTransactionAddress')).json().data;
    expect(listed).toHaveLength(2);
    expect(listed.every((deposit: { txId: string; status: string }) => deposit.txId === txId && deposit.status === 'credited')).toBe(true);
  });

  it('holds a deposit below the minimum: recorded, not credited', async () => {
    const { buyer, address } = await open('usdt-small@example.com');
    const chain = new SandboxChain(store.database.db);
    const txId = await chain.send(address.address, 500_000n);
    await chain.confirm(txId, 3);
    await creditsWith(chain).scan();
    await store.app.jobs.runDue();
    expect(await rubles(buyer)).toBe(0);
    expect((await buyer.get('/api/user/front/user/queryTransactionAddress')).json().data[0]).toMatchObject({ txId, status: 'held', credited: null });
  });

  it('lets a tester send and confirm a deposit on /dev/chain', async () => {
    const { buyer, address } = await open('usdt-dev@example.com');
    const form = (url: string, body: Record<string, string>) =>
      store.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, payload: new URLSearchParams(body).toString() });
    expect((await form('/dev/chain/send', { address: address.address, amount: '1' })).statusCode).toBe(200);
    const [transfer] = await new SandboxChain(store.database.db).recent(1);
    expect((await form('/dev/chain/confirm', { txId: transfer!.txId, blocks: '3' })).statusCode).toBe(200);
    await store.app.jobs.runDue();
    expect(await rubles(buyer)).toBe(9_500);
    const crossSite = await store.app.inject({ method: 'POST', url: '/dev/chain/send', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, payload: 'address=x&amount=1' });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('USDT deposits where no chain is watched', () => {
  const store = orderStoreForTests(pgliteBackend, { ...TOPUP_TEST_ENV, CHAIN_WATCHER: 'none' });

  it('answer 17 for the address and an empty list of transfers', async () => {
    const buyer = await signedInCustomer(store, 'usdt-off@example.com');
    expect((await buyer.get('/api/user/front/user/queryDigitalAddress')).json().code).toBe(ResultCode.FUNCTION_UNAVAILABLE);
    expect((await buyer.post('/api/user/front/user/openWallet', { currencyName: 'RUB' })).json().code).toBe(ResultCode.FUNCTION_UNAVAILABLE);
    expect((await buyer.get('/api/user/front/user/queryTransactionAddress')).json().data).toEqual([]);
    expect((await store.app.inject({ method: 'GET', url: '/dev/chain' })).statusCode).toBe(404);
  });
});
