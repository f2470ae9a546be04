import { FLOW_TYPE } from '@topup/shared/contract';
import { credit, debit } from '../../src/modules/wallet/ledger';
import { accountsStoreForTests } from '../auth/accountsStore';
import { closeTemplates, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';

afterAll(closeTemplates);

const BALANCES = '/api/user/front/user/v2/getUserBalanceAmount';
const BY_CURRENCY = '/api/user/front/user/getUserBalanceByCurrency';
const FLOW_BY_CURRENCY = '/api/user/front/user/getUserBalanceFlowByCurrency';
const FLOW = '/api/user/v1/wallet/flow';

describe.each(testBackends())('wallet calls on $kind', (backend) => {
  const store = accountsStoreForTests(backend);
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;

  beforeAll(async () => {
    customer = await signedInCustomer(store, 'wallet@example.com');
  });

  it('needs a token: without one every wallet call is a 401 with an empty message', async () => {
    for (const url of [BALANCES, `${BY_CURRENCY}?currencyName=RUB`, `${FLOW_BY_CURRENCY}?currencyName=RUB`, FLOW]) {
      const response = await store.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 15, data: null, message: '' });
    }
  });

  it('answers balances in minor units: none at first, then each currency held', async () => {
    expect((await customer.get(BALANCES)).json()).toEqual({ code: 1, data: [], message: 'success' });
    const db = store.database.db;
    await credit(db, { userId: customer.userId, currencyName: 'RUB', amountMinor: 500_000n, flowType: FLOW_TYPE.TOP_UP, idempotencyKey: 'a' });
    await credit(db, { userId: customer.userId, currencyName: 'USD', amountMinor: 5_000n, flowType: FLOW_TYPE.BALANCE_CHANGE, idempotencyKey: 'b' });
    await debit(db, { userId: customer.userId, currencyName: 'RUB', amountMinor: 49_900n, flowType: FLOW_TYPE.PAYMENT, idempotencyKey: 'c', reference: 'ORD-7' });
    expect((await customer.get(BALANCES)).json().data).toEqual([
      { currencyName: 'RUB', amountMinor: 450_100 },
      { currencyName: 'USD', amountMinor: 5_000 },
    ]);
    expect((await customer.get(BY_CURRENCY, { currencyName: 'USD' })).json().data).toEqual({ currencyName: 'USD', amountMinor: 5_000 });
    expect((await customer.get(BY_CURRENCY, { currencyName: 'BRL' })).json().data).toEqual({ currencyName: 'BRL', amountMinor: 0 });
    expect((await customer.get(BY_CURRENCY, { currencyName: 'XYZ' })).json().code).toBe(11);
    expect((await customer.get(BY_CURRENCY)).json().code).toBe(10);
  });

  it('pages the ledger of one currency and of all, newest first, with filters', async () => {
    const first = (await customer.get(FLOW_BY_CURRENCY, { currencyName: 'RUB', pageSize: 1 })).json().data;
    expect(first).toEqual({
      list: [
        {
          id: expect.stringMatching(/^\d+$/),
          currencyName: 'RUB',
          flowType: 0,
          amountMinor: -49_900,
          balanceAfterMinor: 450_100,
          reference: 'ORD-7',
          remark: null,
          createTime: expect.any(Number),
        },
      ],
      total: 2,
      pageNum: 1,
      pageSize: 1,
    });
    const second = (await customer.get(FLOW_BY_CURRENCY, { currencyName: 'RUB', pageSize: 1, pageNum: 2 })).json().data;
    expect(second.list.map((entry: { amountMinor: number }) => entry.amountMinor)).toEqual([500_000]);
    expect((await customer.get(FLOW_BY_CURRENCY, { currencyName: 'RUB', pageNum: 3, pageSize: 1 })).json().data.list).toEqual([]);
    const all = (await customer.get(FLOW)).json().data;
    expect(all).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
    expect(all.list.map((entry: { currencyName: string }) => entry.currencyName)).toEqual(['RUB', 'USD', 'RUB']);
    expect((await customer.get(FLOW, { currencyName: 'USD' })).json().data.total).toBe(1);
    expect((await customer.get(FLOW, { flowType: 2 })).json().data.total).toBe(1);
  });

  it.each([
    [{ pageSize: 0 }],
    [{ pageSize: 101 }],
    [{ pageSize: 2.5 }],
    [{ pageNum: 0 }],
    [{ pageNum: 'abc' }],
    [{ pageNum: '' }],
    [{ flowType: 7 }],
  ])('refuses bad paging or filters %j with code 11', async (query) => {
    for (const url of [FLOW, FLOW_BY_CURRENCY]) {
      const response = await customer.get(url, { currencyName: 'RUB', ...query });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(11);
    }
  });
});
