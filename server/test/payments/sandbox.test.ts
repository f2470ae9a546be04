import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderNoSchema, type PayWayCode } from '@topup/shared/contract';
import { jobs, paymentWebhooks, sandboxRefunds } from '../../src/db/schema';
import type { PaymentRequest } from '../../src/payments/provider';
import { signWebhook, SIGNATURE_HEADER } from '../../src/payments/webhookSignature';
import { Clock } from '../auth/accountsStore';
import { storeForTests, type TestStore } from '../support/testApp';

const clock = new Clock();
const SECRET = 'sandbox-test-webhook-secret';

function request(payWay: PayWayCode, overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    payNo: `P${Math.floor(Math.random() * 1e12)}`,
    orderNo: orderNoSchema.parse('2026010100000001'),
    userId: 1n,
    payWay,
    amount: { currencyName: payWay === 'PIX' ? 'BRL' : 'RUB', amount: 49_900 },
    locale: payWay === 'PIX' ? 'br' : 'ru',
    extraInfo: { phone: '+79123456789', email: 'ivan@mail.ru' },
    expiresAt: new Date(clock.time + 15 * 60_000),
    ...overrides,
  };
}

async function create(app: FastifyInstance, payWay: PayWayCode, overrides: Partial<PaymentRequest> = {}) {
  const provider = app.payments.providers.forPayWay(payWay)!;
  const created = await provider.createPayment(request(payWay, overrides), null);
  if (created.status !== 'pending') throw new Error('a sandbox payment is pending first');
  return { provider, ...created };
}

const database = (store: TestStore) => store.app.payments.bank!['options'].database.db;
const webhooks = (store: TestStore) => database(store).select().from(paymentWebhooks);
const applyJobs = (store: TestStore) => database(store).select().from(jobs).where(eq(jobs.kind, 'payment.webhook'));

describe('sandbox providers', () => {
  const store = storeForTests({ env: { JOB_POLL_MS: '0', PAYMENT_WEBHOOK_SECRET: SECRET }, now: clock.now });

  it.each([
    ['CARDPAY_RU', 'Банковская карта', /name="number"/],
    ['card', 'Банковская карта', /4242 4242 4242 4242/],
    ['SBP', 'СБП', /<svg/],
    ['QIWI', 'QIWI', /\+79123456789/],
    ['STC_PAY', 'STC Pay', /Код подтверждения/],
    ['SPEI', 'SPEI', /646180\d{12}/],
    ['OXXO_PAY', 'OXXO', /(\d{4} ){3}\d{2}/],
    ['MERCADO_PAGO', 'Mercado Pago', /ivan@mail\.ru/],
    ['USDT_TRC20', 'USDT', /T[1-9A-HJ-NP-Za-km-z]{33}/],
  ] as const)('shows the %s hosted page in the buyer\'s language', async (payWay, name, content) => {
    const { url } = await create(store.app, payWay);
    expect(url).toMatch(/^\/sandbox-pay\/sbx_[0-9a-f]{24}$/);
    const page = await store.app.inject(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="ru">');
    expect(page.body).toContain(name);
    expect(page.body).toMatch(content);
    expect(page.body).toContain('Подтвердить оплату');
  });

  it('shows PIX in Portuguese with a QR code and a copy-and-paste code ending in its CRC', async () => {
    const { url } = await create(store.app, 'PIX');
    const page = await store.app.inject(url);
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain('Pix Copia e Cola');
    expect(page.body).toMatch(/<svg[^>]*>/);
    expect(page.body).toMatch(/000201.*6304[0-9A-F]{4}</);
    const code = /<div class="code">(000201[^<]*)<\/div>/.exec(page.body)?.[1];
    expect(page.body).toContain(`data-copy="${code}" data-copied="Copiado" hidden>Copiar</button>`);
    expect((await store.app.inject('/sandbox-pay/assets/page.css')).headers['content-type']).toContain('text/css');
    const script = await store.app.inject('/sandbox-pay/assets/page.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('navigator.clipboard.writeText');
    expect((await store.app.inject('/sandbox-pay/sbx_nope')).statusCode).toBe(404);
  });

  it('approves on the page, sends the signed webhook after the method delay, stores it once with its apply job', async () => {
    const { url, provider, providerRef } = await create(store.app, 'PIX');
    const approve = await store.app.inject({ method: 'POST', url: `${url}/approve` });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe('/deal/paymentSucc?orderNo=2026010100000001');
    expect(await provider.queryStatus(providerRef)).toBe('pending');
    clock.advance(59_000);
    await store.app.jobs.runDue();
    expect((await webhooks(store)).filter((hook) => hook.providerRef === providerRef)).toHaveLength(0);
    clock.advance(1000);
    await store.app.jobs.runDue();
    expect(await provider.queryStatus(providerRef)).toBe('paid');
    const stored = (await webhooks(store)).filter((hook) => hook.providerRef === providerRef);
    expect(stored).toMatchObject([{ provider: 'sandbox-pix', state: 'paid', currencyName: 'BRL', amount: 49_900n }]);
    expect((await applyJobs(store)).filter((job) => (job.payload as { eventId: string }).eventId === stored[0]!.eventId)).toHaveLength(1);
    // The decision is final: a later decline changes nothing.
    const decline = await store.app.inject({ method: 'POST', url: `${url}/decline` });
    expect(decline.headers.location).toBe('/deal/paymentSucc?orderNo=2026010100000001');
    expect((await store.app.inject(url)).body).toContain('Pagamento aprovado');
  });

  it('declines the declining test card and lets an untouched payment expire by itself', async () => {
    const card = await create(store.app, 'card');
    const declined = await store.app.inject({ method: 'POST', url: `${card.url}/card`, payload: 'number=4000+0000+0000+0002&expiry=12%2F30&cvc=123', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(declined.headers.location).toBe('/ordre/paymentError?orderNo=2026010100000001&reason=declined');
    expect(await card.provider.queryStatus(card.providerRef)).toBe('pending');
    clock.advance(3000);
    await store.app.jobs.runDue();
    expect(await card.provider.queryStatus(card.providerRef)).toBe('declined');
    const idle = await create(store.app, 'OXXO_PAY', { expiresAt: new Date(clock.time + 60_000) });
    clock.advance(60_000);
    await store.app.jobs.runDue();
    // OXXO's webhook takes 30 minutes.
    clock.advance(30 * 60_000);
    await store.app.jobs.runDue();
    expect(await idle.provider.queryStatus(idle.providerRef)).toBe('expired');
    const states = (await webhooks(store)).filter((hook) => [card.providerRef, idle.providerRef].includes(hook.providerRef)).map((hook) => hook.state);
    expect(states.sort()).toEqual(['declined', 'expired']);
  });

  it('refunds once per refund id', async () => {
    const { provider, providerRef } = await create(store.app, 'card');
    await provider.refund(providerRef, { currencyName: 'RUB', amount: 100 }, 'refund-1', null);
    await provider.refund(providerRef, { currencyName: 'RUB', amount: 100 }, 'refund-1', null);
    expect(await database(store).select().from(sandboxRefunds).where(eq(sandboxRefunds.ref, providerRef))).toHaveLength(1);
  });
});

describe('the webhook endpoint', () => {
  const store = storeForTests({ env: { JOB_POLL_MS: '0', PAYMENT_WEBHOOK_SECRET: SECRET }, now: clock.now });
  const body = (eventId: string, state = 'paid', provider = 'sandbox-card') =>
    JSON.stringify({ provider, eventId, providerRef: 'sbx_1', state, amount: { currencyName: 'RUB', amount: 100 }, occurredAt: clock.time });
  const post = (rawBody: string, signature: string | undefined, provider = 'sandbox-card') =>
    store.app.inject({
      method: 'POST',
      url: `/payments/webhook/${provider}`,
      headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
      payload: rawBody,
    });

  it('stores a webhook replayed 20 times once, with one apply job, acknowledging every copy', async () => {
    const raw = body('evt_replay');
    const signature = signWebhook(SECRET, raw, clock.now());
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(raw, signature)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect((await webhooks(store)).filter((hook) => hook.eventId === 'evt_replay')).toHaveLength(1);
    expect((await applyJobs(store)).filter((job) => (job.payload as { eventId: string }).eventId === 'evt_replay')).toHaveLength(1);
  });

  it('refuses a forged signature, a stale timestamp, a tampered body and an unknown provider, storing nothing', async () => {
    const raw = body('evt_forged');
    expect((await post(raw, signWebhook('not-the-store-secret', raw, clock.now()))).statusCode).toBe(401);
    expect((await post(raw, signWebhook(SECRET, raw, new Date(clock.time - 5 * 60_000 - 1000)))).statusCode).toBe(401);
    expect((await post(body('evt_forged', 'declined'), signWebhook(SECRET, raw, clock.now()))).statusCode).toBe(401);
    expect((await post(raw, undefined)).statusCode).toBe(401);
    expect((await post(raw, signWebhook(SECRET, raw, clock.now()), 'sandbox-nope')).statusCode).toBe(404);
    expect((await post('{"not":"an event"}', signWebhook(SECRET, '{"not":"an event"}', clock.now()))).statusCode).toBe(400);
    expect((await webhooks(store)).filter((hook) => hook.eventId === 'evt_forged')).toHaveLength(0);
  });

  it("refuses an event posted to another provider's URL, storing nothing", async () => {
    const raw = body('evt_elsewhere', 'paid', 'sandbox-pix');
    expect((await post(raw, signWebhook(SECRET, raw, clock.now()), 'sandbox-card')).statusCode).toBe(400);
    expect((await webhooks(store)).filter((hook) => hook.eventId === 'evt_elsewhere')).toHaveLength(0);
  });
});
