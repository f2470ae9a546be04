import { eq, sql } from 'drizzle-orm';
import { FLOW_TYPE } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { recharges, walletLedger } from '../../src/db/schema';
import { returnPath } from '../../src/payments/sandbox/hostedPage';
import { closeTemplates, testBackends } from '../support/backends';
import { signedInCustomer } from '../support/moneyFixtures';
import { orderStoreForTests } from '../order/orderFixtures';
import { postWebhook, refOf, TOPUP_TEST_ENV } from './topupFixtures';

afterAll(closeTemplates);

describe.each(testBackends())('topping up by pay way on $kind', (backend) => {
  const store = orderStoreForTests(backend, TOPUP_TEST_ENV);
  const recharge = (buyer: Awaited<ReturnType<typeof signedInCustomer>>, amount: string, payWayId = 'CARDPAY_RU|RUB', locale = 'ru') =>
    buyer.get('/api/user/front/user/userRecharge', { amount, payWayId, locale });

  it("lists the storefront's pay ways but the wallet, and none where there is no balance", async () => {
    const buyer = await signedInCustomer(store, 'platforms@example.com');
    const ru = (await buyer.get('/api/user/front/user/getRechargePlatform', { locale: 'ru' })).json().data;
    expect(ru.map((payWay: { payWayId: string }) => payWay.payWayId)).toEqual(['CARDPAY_RU|RUB', 'SBP|RUB']);
    const en = (await buyer.get('/api/user/front/user/getRechargePlatform', { locale: 'en' })).json().data;
    expect(en.map((payWay: { payWayId: string }) => payWay.payWayId)).toEqual(['card|USD', 'USDT_TRC20|USD']);
    expect((await buyer.get('/api/user/front/user/getRechargePlatform', { locale: 'mx' })).json().data).toEqual([]);
    expect((await recharge(buyer, '10', 'SPEI|MXN', 'mx')).json().code).toBe(ResultCode.FUNCTION_UNAVAILABLE);
  });

  it.each([
    ['0', ResultCode.AMOUNT_MUST_BE_POSITIVE],
    ['0.00', ResultCode.AMOUNT_MUST_BE_POSITIVE],
    ['-5', ResultCode.AMOUNT_MUST_BE_POSITIVE],
    ['123456789', ResultCode.WRONG_RECHARGE_AMOUNT],
    ['abc', ResultCode.WRONG_RECHARGE_AMOUNT],
    ['1.234', ResultCode.WRONG_RECHARGE_AMOUNT],
    ['', ResultCode.WRONG_RECHARGE_AMOUNT],
  ])('refuses the amount "%s" with %i and records nothing', async (amount, code) => {
    const buyer = await signedInCustomer(store, `amount-${code}-${amount.length}-${amount.charCodeAt(0) || 0}@example.com`);
    expect((await recharge(buyer, amount)).json().code).toBe(code);
    expect(await store.database.db.select().from(recharges).where(eq(recharges.userId, buyer.userId))).toEqual([]);
  });

  it('takes 8 whole digits', async () => {
    const buyer = await signedInCustomer(store, 'eight@example.com');
    // 8 digits pass the amount's rule; the daily limit (50 000 ₽) then refuses this one.
    expect((await recharge(buyer, '12345678.90')).json().code).toBe(ResultCode.DAILY_PAYMENT_LIMIT);
  });

  it('credits a top-up once as flow type 2 when its paid webhook is replayed 20 times', async () => {
    const buyer = await signedInCustomer(store, 'replay@example.com');
    const started = (await recharge(buyer, '150.50')).json();
    expect(started.code).toBe(1);
    const { rechargeNo, url } = started.data;
    expect(rechargeNo).toMatch(/^R\d{20}$/);
    expect(url).toMatch(/^\/sandbox-pay\/sbx_/);
    const event = { eventId: `evt_${refOf(url)}`, providerRef: refOf(url), state: 'paid' as const, amount: { currencyName: 'RUB', amount: 15_050 } };
    for (let replay = 0; replay < 20; replay += 1) {
      expect((await postWebhook(store, event)).statusCode).toBe(200);
      await store.app.jobs.runDue();
    }
    // Another event id for the same payment (the provider resent it under a new id) credits nothing more.
    await postWebhook(store, { ...event, eventId: `${event.eventId}_again` });
    await store.app.jobs.runDue();
    const entries = await store.database.db.select().from(walletLedger).where(eq(walletLedger.userId, buyer.userId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ flowType: FLOW_TYPE.TOP_UP, amountMinor: 15_050n, reference: rechargeNo });
    expect((await buyer.get('/api/user/front/user/getUserBalanceByCurrency', { currencyName: 'RUB' })).json().data.amountMinor).toBe(15_050);
    expect((await buyer.get('/api/user/front/user/rechargeStatus', { rechargeNo })).json().data).toMatchObject({ status: 'paid', amount: { amount: 15_050 } });
  });

  it('credits nothing for a declined top-up, nor for a paid event of another amount (held for review)', async () => {
    const buyer = await signedInCustomer(store, 'declined@example.com');
    const declined = (await recharge(buyer, '10')).json().data;
    await postWebhook(store, { eventId: `evt_d_${refOf(declined.url)}`, providerRef: refOf(declined.url), state: 'declined', amount: declined.amount });
    const short = (await recharge(buyer, '20')).json().data;
    await postWebhook(store, { eventId: `evt_s_${refOf(short.url)}`, providerRef: refOf(short.url), state: 'paid', amount: { currencyName: 'RUB', amount: 1 } });
    await store.app.jobs.runDue();
    expect((await buyer.get('/api/user/front/user/rechargeStatus', { rechargeNo: declined.rechargeNo })).json().data.status).toBe('declined');
    expect((await buyer.get('/api/user/front/user/rechargeStatus', { rechargeNo: short.rechargeNo })).json().data.status).toBe('review');
    const [count] = await store.database.db.select({ n: sql<number>`count(*)::int` }).from(walletLedger).where(eq(walletLedger.userId, buyer.userId));
    expect(count?.n).toBe(0);
  });

  it("counts top-ups towards the daily limit, and keeps another customer's top-up private", async () => {
    const buyer = await signedInCustomer(store, 'limit@example.com');
    expect((await recharge(buyer, '49999')).json().code).toBe(1);
    expect((await recharge(buyer, '2')).json().code).toBe(ResultCode.DAILY_PAYMENT_LIMIT);
    const other = await signedInCustomer(store, 'other@example.com');
    const [own] = await store.database.db.select().from(recharges).where(eq(recharges.userId, buyer.userId));
    expect((await other.get('/api/user/front/user/rechargeStatus', { rechargeNo: own!.rechargeNo })).json().code).toBe(ResultCode.NO_DATA);
  });

  it('sends the buyer back to the wallet after a top-up, to the order pages after an order', () => {
    expect(returnPath('R20260101000000123456', 'paid')).toBe('/my/wallet?rechargeNo=R20260101000000123456&outcome=paid');
    expect(returnPath('20260101000000123456', 'paid')).toBe('/deal/paymentSucc?orderNo=20260101000000123456');
  });
});
