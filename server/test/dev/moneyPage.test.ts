import { eq } from 'drizzle-orm';
import { userCoupons, users } from '../../src/db/schema';
import { DEMO_CUSTOMER } from '../../seed/demoCustomer';
import { balanceOf } from '../../src/modules/wallet/ledger';
import { accountsStoreForTests } from '../auth/accountsStore';
import { closeTemplates, pgliteBackend } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp } from '../support/testApp';

afterAll(closeTemplates);

describe('the development money page', () => {
  const store = accountsStoreForTests(pgliteBackend);
  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    store.app.inject({
      method: 'POST',
      url: `/dev/money/${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080', origin: 'http://localhost:8080', ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  const demoId = async () => (await store.database.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email)))[0]!.id;

  it('shows the forms, the coupon templates and the exchange codes', async () => {
    const page = await store.app.inject('/dev/money');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('action="/dev/money/credit"');
    expect(page.body).toContain('action="/dev/money/grant"');
    expect(page.body).toContain('Скидка 100 ₽');
    expect(page.body).toContain('<code>WELCOME100</code>');
  });

  it('credits a balance once per form, in the currency\'s minor units', async () => {
    const form = { email: 'DEMO@topup.test', currencyName: 'RUB', amount: '1234,5', flowType: '3', remark: 'Compensation', idempotencyKey: 'form-1' };
    const first = await post('credit', form);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Credited 1234.50 RUB to DEMO@topup.test: the balance is 6234.50 RUB.');
    expect((await post('credit', form)).body).toContain('already sent: nothing changed');
    expect(await balanceOf(store.database.db, await demoId(), 'RUB')).toBe(623_450n);
    expect((await post('credit', { ...form, currencyName: 'USDT', amount: '0.000001', idempotencyKey: 'form-2' })).statusCode).toBe(200);
    expect(await balanceOf(store.database.db, await demoId(), 'USDT')).toBe(1n);
  });

  it('refuses an unknown account, a bad amount and a post from another site', async () => {
    const form = { email: 'nobody@example.com', currencyName: 'RUB', amount: '10', flowType: '2', idempotencyKey: 'form-3' };
    expect((await post('credit', form)).body).toContain('No account uses nobody@example.com.');
    for (const amount of ['0', '-5', '1.001', 'ten']) {
      const response = await post('credit', { ...form, email: DEMO_CUSTOMER.email, amount });
      expect(response.statusCode).toBe(400);
    }
    expect((await post('credit', { ...form, flowType: '0' })).statusCode).toBe(400);
    const forged = await post('credit', { ...form, email: DEMO_CUSTOMER.email }, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect((await post('grant', { email: DEMO_CUSTOMER.email, templateId: '1' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post('grant', { email: DEMO_CUSTOMER.email, templateId: '1' }, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await post('credit', { ...form, email: DEMO_CUSTOMER.email }, { origin: 'null' })).statusCode).toBe(403);
  });

  it("takes the page's own form post, which a browser sends with Origin null under the store's no-referrer policy", async () => {
    expect((await store.app.inject('/dev/money')).headers['referrer-policy']).toBe('no-referrer');
    const form = { email: DEMO_CUSTOMER.email, currencyName: 'USD', amount: '5', flowType: '2', idempotencyKey: 'form-browser' };
    const before = await balanceOf(store.database.db, await demoId(), 'USD');
    const posted = await post('credit', form, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(posted.statusCode).toBe(200);
    expect(await balanceOf(store.database.db, await demoId(), 'USD')).toBe(before + 500n);
  });

  it('grants a coupon, unread, and shows a refusal', async () => {
    const granted = await post('grant', { email: DEMO_CUSTOMER.email, templateId: '1' });
    expect(granted.statusCode).toBe(200);
    const id = /Coupon (\d+) granted/.exec(granted.body)?.[1];
    const [coupon] = await store.database.db.select().from(userCoupons).where(eq(userCoupons.id, BigInt(id!)));
    expect(coupon).toMatchObject({ userId: await demoId(), source: 'dev', readAt: null, status: 'unused' });
    const missing = await post('grant', { email: DEMO_CUSTOMER.email, templateId: '999' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Refused with code 12');
  });
});

it('is not served when the development pages are off', async () => {
  const repoRoot = createFakeRepo({ hostBuilt: false, remotesBuilt: false });
  const dataDir = tempDir('topup-data-');
  const store = await buildTestApp({ repoRoot, dataDir, env: { DEV_OUTBOX: '0' } });
  try {
    // A page path falls through to the host's pages, which know no such page.
    expect((await store.app.inject('/dev/money')).body).not.toContain('/dev/money/credit');
    expect((await store.app.inject({ method: 'POST', url: '/dev/money/credit', payload: {} })).statusCode).toBe(404);
  } finally {
    await store.close();
    removeDirs(repoRoot, dataDir);
  }
});
