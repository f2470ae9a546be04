import { loadConfig } from '../../src/config/config';
import { capturedLog } from '../support/capturedLog';
import { storeForTests } from '../support/testApp';

const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  OAUTH_CLIENT_SECRET: 'production-client-secret',
  CODE_PEPPER: 'production-code-pepper',
  PAYMENT_WEBHOOK_SECRET: 'production-webhook-secret',
  UPLOAD_SIGNING_SECRET: 'production-upload-signing-secret',
  SMTP_URL: 'smtp://mail.example:587',
  JOB_POLL_MS: '0',
};

describe('a production store', () => {
  const store = storeForTests({ env: PRODUCTION });

  // A GET of an unknown page answers the host's shell (client routing), so the routes are asked for.
  it.each(['/sandbox-pay/:ref', '/dev/outbox', '/dev/money'])('has no %s', (url) => {
    expect(store.app.hasRoute({ method: 'GET', url })).toBe(false);
  });

  it('approves nothing through the sandbox and takes no sandbox webhook', async () => {
    const approve = await store.app.inject({ method: 'POST', url: '/sandbox-pay/sbx_000000000000000000000000/approve', payload: {} });
    expect(approve.statusCode).toBe(404);
    const webhook = await store.app.inject({ method: 'POST', url: '/payments/webhook/sandbox-cardpay-ru', payload: '{}' });
    expect(webhook.statusCode).toBe(404);
    expect(store.app.payments.bank).toBeUndefined();
  });

  it('offers only the wallet, the one pay way with a provider', async () => {
    const payWays = (await store.app.inject('/api/order/v2/getPayWays?currencyName=RUB')).json().data as { payWay: string }[];
    expect(payWays.map((each) => each.payWay)).toEqual(['balance']);
    const storefronts = (await store.app.inject('/api/setting/currency/v1/getCurrencySettings')).json().data as { locale: string; payWays: string[] }[];
    expect(storefronts.find((storefront) => storefront.locale === 'ru')?.payWays).toEqual(['balance']);
    expect(storefronts.find((storefront) => storefront.locale === 'br')?.payWays).toEqual([]);
  });
});

describe('the sandbox in production', () => {
  it('is refused unless the staging override is set too', () => {
    expect(() => loadConfig({ ...PRODUCTION, SANDBOX_PAYMENTS: '1' })).toThrow(/SANDBOX_PAYMENTS: refused in production/);
    expect(() => loadConfig({ ...PRODUCTION, DEV_OUTBOX: '1' })).toThrow(/DEV_OUTBOX: refused in production/);
    const staging = loadConfig({ ...PRODUCTION, SANDBOX_PAYMENTS: '1', DEV_OUTBOX: '1', ALLOW_SANDBOX_IN_PRODUCTION: '1' });
    expect(staging.payments.sandboxPayments).toBe(true);
    expect(staging.accounts.devOutbox).toBe(true);
  });

  it('is on by default outside production', () => {
    expect(loadConfig({}).payments.sandboxPayments).toBe(true);
    expect(loadConfig({ SANDBOX_PAYMENTS: '0' }).payments.sandboxPayments).toBe(false);
  });
});

describe('a staging box (production with the override)', () => {
  const log = capturedLog('warn');
  const store = storeForTests({ env: { ...PRODUCTION, SANDBOX_PAYMENTS: '1', DEV_OUTBOX: '1', ALLOW_SANDBOX_IN_PRODUCTION: '1' }, logger: log.logger });

  it('says loudly at start that the sandbox and the development pages are on', async () => {
    expect(store.app.hasRoute({ method: 'GET', url: '/dev/money' })).toBe(true);
    const text = log.lines.join('');
    expect(text).toContain('SANDBOX PAYMENTS ARE ON IN PRODUCTION');
    expect(text).toContain('DEVELOPMENT PAGES ARE ON IN PRODUCTION');
  });
});
