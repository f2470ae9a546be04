import path from 'node:path';
import { HDKey } from '@scure/bip32';
import { ConfigError, DEV_CODE_PEPPER, DEV_OAUTH_CLIENT_SECRET, loadConfig } from '../../src/config/config';
import { DEV_UPLOAD_SIGNING_SECRET } from '../../src/config/formsConfig';
import { DEV_WEBHOOK_SECRET } from '../../src/config/paymentsConfig';
import { repoRoot } from '../../src/config/repoRoot';
import { DEMO_USDT_XPUB } from '../../src/modules/topup/topupConfig';

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
      afterSale: { autoApprove: true, windowDays: 7 },
    },
    forms: {
      objectStore: { kind: 'local', dir: path.join(repoRoot, '.data', 'uploads'), signingSecret: 'topup-dev-upload-signing-secret' },
      linkTtlSeconds: 600,
      autoReview: undefined,
    },
    topup: {
      usdtXpub: DEMO_USDT_XPUB,
      chainWatcher: 'sandbox',
      tronGrid: { url: 'https://api.trongrid.io', apiKey: undefined, usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      confirmations: 19,
      minDepositMinor: 1_000_000n,
      rates: { RUB: '95.00', USD: '1.00', MXN: '18.00', BRL: '5.50', SAR: '3.75' },
      scanMs: 5000,
    },
    releases: { autoRollbackFailures: 20, failureReportsPerMinute: 10, budget: { stallMs: 2000, stepLimitMs: 30_000 } },
  });
  expect(path.basename(repoRoot)).not.toBe('server');
});

it('reads the forms’ object store and review settings', () => {
  expect(
    loadConfig({
      OBJECT_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'uploads',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
      UPLOAD_LINK_TTL_SECONDS: '120',
      FORM_AUTO_REVIEW: 'accept',
    }).forms,
  ).toEqual({
    objectStore: {
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'uploads',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    },
    linkTtlSeconds: 120,
    autoReview: 'accept',
  });
  expect(() => loadConfig({ OBJECT_STORE: 's3' })).toThrow(/S3_BUCKET: required when OBJECT_STORE=s3/);
  expect(() => loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: 'x'.repeat(32), CODE_PEPPER: 'y'.repeat(32), PAYMENT_WEBHOOK_SECRET: 'z'.repeat(32) })).toThrow(
    /UPLOAD_SIGNING_SECRET: required in production/,
  );
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

/** A production environment with every secret production requires. */
const production = {
  NODE_ENV: 'production',
  OAUTH_CLIENT_SECRET: 'x'.repeat(16),
  CODE_PEPPER: 'y'.repeat(16),
  PAYMENT_WEBHOOK_SECRET: 'z'.repeat(16),
  UPLOAD_SIGNING_SECRET: 'u'.repeat(32),
  SMTP_URL: 'smtp://mail.example:587',
};

it('refuses in production the development default of a secret, mail with nowhere to go and the demo deposit key', () => {
  expect(loadConfig(production).accounts.production).toBe(true);
  expect(() => loadConfig({ ...production, UPLOAD_SIGNING_SECRET: DEV_UPLOAD_SIGNING_SECRET })).toThrow(/UPLOAD_SIGNING_SECRET: the development default is refused in production/);
  expect(() => loadConfig({ ...production, CODE_PEPPER: DEV_CODE_PEPPER })).toThrow(/CODE_PEPPER: the development default/);
  expect(() => loadConfig({ ...production, OAUTH_CLIENT_SECRET: DEV_OAUTH_CLIENT_SECRET })).toThrow(/OAUTH_CLIENT_SECRET: the development default/);
  expect(() => loadConfig({ ...production, PAYMENT_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET })).toThrow(/PAYMENT_WEBHOOK_SECRET: the development default/);
  expect(() => loadConfig({ ...production, SMTP_URL: undefined })).toThrow(/SMTP_URL: required in production/);
  // A staging box may keep its mail in the outbox.
  expect(loadConfig({ ...production, SMTP_URL: undefined, DEV_OUTBOX: '1', ALLOW_SANDBOX_IN_PRODUCTION: '1' }).accounts.devOutbox).toBe(true);
  expect(() => loadConfig({ ...production, CHAIN_WATCHER: 'trongrid' })).toThrow(/USDT_XPUB: the store's own key is required/);
  expect(() => loadConfig({ ...production, CHAIN_WATCHER: 'trongrid', USDT_XPUB: DEMO_USDT_XPUB })).toThrow(/USDT_XPUB/);
  const own = HDKey.fromMasterSeed(new Uint8Array(32).fill(3)).publicExtendedKey;
  expect(loadConfig({ ...production, CHAIN_WATCHER: 'trongrid', USDT_XPUB: own }).topup.usdtXpub).toBe(own);
});

it('approves refund requests by itself outside production only, unless told', () => {
  expect(loadConfig(production).payments.afterSale).toMatchObject({ autoApprove: false });
  expect(loadConfig({ AFTER_SALE_AUTO_APPROVE: '0' }).payments.afterSale).toEqual({ autoApprove: false, windowDays: 7 });
});

it('reads one operator credential for every /ops endpoint, of at least 16 characters', () => {
  expect(loadConfig({}).operatorToken).toBeUndefined();
  expect(loadConfig({ OPERATOR_TOKEN: 'o'.repeat(16) }).operatorToken).toBe('o'.repeat(16));
  expect(() => loadConfig({ OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN/);
});

it('reads the USDT variables; production has no chain watcher unless one is named', () => {
  expect(loadConfig({ USDT_CONFIRMATIONS: '3', USDT_MIN_DEPOSIT: '0.5', USDT_RATES: 'RUB:90.5', USDT_SCAN_MS: '0' }).topup).toMatchObject({
    confirmations: 3,
    minDepositMinor: 500_000n,
    rates: { RUB: '90.5' },
    scanMs: 0,
  });
  expect(loadConfig(production).topup.chainWatcher).toBe('none');
  expect(() => loadConfig({ ...production, CHAIN_WATCHER: 'sandbox' })).toThrow(/CHAIN_WATCHER: sandbox refused in production/);
  expect(loadConfig({ ...production, CHAIN_WATCHER: 'sandbox', ALLOW_SANDBOX_IN_PRODUCTION: '1' }).topup.chainWatcher).toBe('sandbox');
  expect(() => loadConfig({ USDT_RATES: 'RUB95' })).toThrow(/USDT_RATES/);
});
