import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/config';
import { repoRoot } from '../../src/config/repoRoot';

it('has defaults for a bare environment', () => {
  expect(loadConfig({})).toEqual({
    port: 8080,
    host: '127.0.0.1',
    logLevel: 'info',
    trustProxyHops: 0,
    databaseUrl: undefined,
    dataDir: path.join(repoRoot, '.data'),
    remoteOrigins: [],
    remoteUrls: {},
    repoRoot,
    accounts: {
      production: false,
      oauthClientSecret: 'topup-web-dev-secret',
      oauthRedirectPaths: ['/login'],
      codePepper: 'topup-dev-pepper',
      smtpUrl: undefined,
      mailFrom: 'TopUp <no-reply@topup.local>',
      devOutbox: true,
      rateLimits: {
        codeSendPerIp: { max: 20, windowMs: 3_600_000 },
        codeSendPerEmail: { max: 5, windowMs: 3_600_000 },
        signInPerIp: { max: 10, windowMs: 60_000 },
        signInPerEmail: { max: 10, windowMs: 900_000 },
        tokenPerIp: { max: 30, windowMs: 60_000 },
        passwordChangePerUser: { max: 5, windowMs: 900_000 },
      },
    },
    payments: {
      sandboxPayments: true,
      webhookSecret: 'topup-dev-webhook-secret',
      disabledPayWays: ['QIWI'],
      payWindowMinutes: 15,
      sandboxWebhookDelayMs: undefined,
      fulfilmentDelayMs: 20_000,
      fulfilmentFailureRate: 0,
      fulfilmentMaxAttempts: 5,
      jobPollMs: 1000,
      jobRetryBaseMs: 5000,
      duplicateOrderWindowSeconds: 10,
      dailyPaymentLimits: { RUB: 5_000_000, MXN: 1_000_000, BRL: 300_000, USD: 100_000, SAR: 200_000 },
    },
    releases: { operatorToken: undefined, autoRollbackFailures: 20, failureReportsPerMinute: 10, budget: { stallMs: 2000, stepLimitMs: 30_000 } },
  });
  expect(path.basename(repoRoot)).not.toBe('server');
});

it('reads every variable', () => {
  const config = loadConfig({
    PORT: '9000',
    HOST: '0.0.0.0',
    LOG_LEVEL: 'warn',
    DATABASE_URL: 'postgres://store@db:5432/store',
    DATA_DIR: '/var/lib/topup',
    REMOTE_ORIGINS: 'https://cdn.example.com/, http://localhost:3001',
    REMOTE_MEMBER_URL: 'https://cdn.example.com/member/1.2.0/mf-manifest.json',
  });
  expect(config).toMatchObject({
    port: 9000,
    host: '0.0.0.0',
    logLevel: 'warn',
    databaseUrl: 'postgres://store@db:5432/store',
    dataDir: '/var/lib/topup',
    remoteOrigins: ['https://cdn.example.com', 'http://localhost:3001'],
    remoteUrls: { member: 'https://cdn.example.com/member/1.2.0/mf-manifest.json' },
  });
});

it('treats empty variables as unset', () => {
  expect(loadConfig({ PORT: '', DATABASE_URL: '', REMOTE_ORIGINS: '' })).toMatchObject({
    port: 8080,
    databaseUrl: undefined,
    remoteOrigins: [],
  });
});

it.each([
  ['PORT', { PORT: 'eighty' }],
  ['PORT', { PORT: '70000' }],
  ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ['DATABASE_URL', { DATABASE_URL: 'mysql://db/store' }],
  ['REMOTE_ORIGINS', { REMOTE_ORIGINS: 'https://cdn.example.com/path' }],
  ['REMOTE_CATALOG_URL', { REMOTE_CATALOG_URL: 'ftp://x/mf-manifest.json' }],
  ['RATE_LIMIT_SIGN_IN_PER_IP', { RATE_LIMIT_SIGN_IN_PER_IP: '10 per minute' }],
  ['RATE_LIMIT_TOKEN_PER_IP', { RATE_LIMIT_TOKEN_PER_IP: '0/1m' }],
  ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
  ['PAY_WAYS_DISABLED', { PAY_WAYS_DISABLED: 'QIWI,WEBMONEY' }],
  ['FULFILMENT_FAILURE_RATE', { FULFILMENT_FAILURE_RATE: '1.5' }],
  ['DAILY_PAYMENT_LIMITS', { DAILY_PAYMENT_LIMITS: 'RUB=100' }],
])('rejects a bad %s with a message naming it', (variable, env) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n {2}${variable}(\\.\\d+)?: `));
});

it('reads abuse limits written requests/window', () => {
  const { rateLimits } = loadConfig({ RATE_LIMIT_CODE_SEND_PER_EMAIL: '2/30s', RATE_LIMIT_SIGN_IN_PER_IP: ' 100/2h ' }).accounts;
  expect(rateLimits.codeSendPerEmail).toEqual({ max: 2, windowMs: 30_000 });
  expect(rateLimits.signInPerIp).toEqual({ max: 100, windowMs: 7_200_000 });
});

it('reads the payments variables; an empty PAY_WAYS_DISABLED switches every pay way on', () => {
  const { payments } = loadConfig({
    PAY_WAYS_DISABLED: '',
    SANDBOX_WEBHOOK_DELAY_MS: '0',
    FULFILMENT_FAILURE_RATE: '0.25',
    DAILY_PAYMENT_LIMITS: 'RUB:100, EUR:500',
  });
  expect(payments).toMatchObject({ disabledPayWays: [], sandboxWebhookDelayMs: 0, fulfilmentFailureRate: 0.25 });
  expect(payments.dailyPaymentLimits).toMatchObject({ RUB: 100, EUR: 500, USD: 100_000 });
});

it('requires a webhook secret in production', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: 'x'.repeat(16), CODE_PEPPER: 'y'.repeat(16) })).toThrow(
    /PAYMENT_WEBHOOK_SECRET: required in production/,
  );
});
