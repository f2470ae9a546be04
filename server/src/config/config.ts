import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@topup/shared/remotes';
import { DEV_UPLOAD_SIGNING_SECRET, formsConfigOf, formsEnvSchema, type FormsConfig } from './formsConfig';
import { DEV_WEBHOOK_SECRET, paymentsConfigOf, paymentsEnvSchema, type PaymentsConfig } from './paymentsConfig';
import { operatorEnvSchema } from './operatorConfig';
import { releasesConfigOf, releasesEnvSchema, type ReleasesConfig } from './releasesConfig';
import { repoRoot } from './repoRoot';
import { DEMO_USDT_XPUB, topupConfigOf, topupEnvSchema, type TopupConfig } from '../modules/topup/topupConfig';

/** Everything the server reads from its environment, resolved and checked once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  /**
   * Proxy hops in front of the server whose X-Forwarded-For is believed (TRUST_PROXY, 0 by
   * default): behind a reverse proxy the per-IP abuse limits must count the visitor, not the proxy.
   */
  trustProxyHops: number;
  /** A PostgreSQL server; when absent the embedded PGlite database in `${dataDir}/pglite` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origins (scheme://host:port) that may serve remotes and call the API from a browser. */
  remoteOrigins: string[];
  /** Per-remote manifest URLs from REMOTE_<NAME>_URL, the strongest override of /remotes.json. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  repoRoot: string;
  accounts: AccountsConfig;
  payments: PaymentsConfig;
  forms: FormsConfig;
  topup: TopupConfig;
  releases: ReleasesConfig;
  /** OPERATOR_TOKEN, the one credential of /ops (config/operatorConfig.ts). */
  operatorToken: string | undefined;
}

/** Development default of OAUTH_CLIENT_SECRET; production refuses to start with it. */
export const DEV_OAUTH_CLIENT_SECRET = 'topup-web-dev-secret';
/** Development default of CODE_PEPPER; production refuses to start with it. */
export const DEV_CODE_PEPPER = 'topup-dev-pepper';

/** Accounts: OAuth client, mail and verification codes (see docs/accounts.md). */
export interface AccountsConfig {
  /** NODE_ENV === 'production'. */
  production: boolean;
  /** Secret of the store's web client 'topup-web' (OAUTH_CLIENT_SECRET). */
  oauthClientSecret: string;
  /** Paths the web client may name as redirect_uri (OAUTH_REDIRECT_PATHS, comma-separated). */
  oauthRedirectPaths: string[];
  /** Server secret mixed into verification-code hashes (CODE_PEPPER). */
  codePepper: string;
  /** SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587); absent: mail goes to the outbox. */
  smtpUrl: string | undefined;
  /** Sender address (MAIL_FROM). */
  mailFrom: string;
  /**
   * Whether the development pages (/dev/outbox, /dev/money) are served: outside production, or
   * with DEV_OUTBOX=1 (in production only together with ALLOW_SANDBOX_IN_PRODUCTION=1).
   */
  devOutbox: boolean;
  /** Abuse limits of the code, sign-in and token calls (RATE_LIMIT_*). */
  rateLimits: RateLimits;
}

/** At most `max` requests per `windowMs`, written `max/window` in the environment (e.g. `20/1h`). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Abuse limits per client IP and per e-mail address (see docs/accounts.md). */
export interface RateLimits {
  codeSendPerIp: RateLimit;
  codeSendPerEmail: RateLimit;
  /** loginIn, loginRegister, verifyCode and resetPassword together. */
  signInPerIp: RateLimit;
  signInPerEmail: RateLimit;
  tokenPerIp: RateLimit;
  /** changePassWord per signed-in customer, so a stolen token cannot guess the old password. */
  passwordChangePerUser: RateLimit;
}

const RATE_LIMIT_DEFAULTS: Record<keyof RateLimits, { variable: string; value: string }> = {
  codeSendPerIp: { variable: 'RATE_LIMIT_CODE_SEND_PER_IP', value: '20/1h' },
  codeSendPerEmail: { variable: 'RATE_LIMIT_CODE_SEND_PER_EMAIL', value: '5/1h' },
  signInPerIp: { variable: 'RATE_LIMIT_SIGN_IN_PER_IP', value: '10/1m' },
  signInPerEmail: { variable: 'RATE_LIMIT_SIGN_IN_PER_EMAIL', value: '10/15m' },
  tokenPerIp: { variable: 'RATE_LIMIT_TOKEN_PER_IP', value: '30/1m' },
  passwordChangePerUser: { variable: 'RATE_LIMIT_PASSWORD_CHANGE_PER_USER', value: '5/15m' },
};

const WINDOW_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

const rateLimitSchema = z
  .string()
  .trim()
  .regex(/^\d+\/\d+[smh]$/, 'must be requests/window, e.g. 20/1h (window in s, m or h)')
  .transform((value): RateLimit => {
    const [max, window] = value.split('/') as [string, string];
    const unit = window.slice(-1) as keyof typeof WINDOW_UNITS_MS;
    return { max: Number(max), windowMs: Number(window.slice(0, -1)) * WINDOW_UNITS_MS[unit] };
  })
  .refine((limit) => limit.max > 0 && limit.windowMs > 0, 'requests and window must be above 0');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Thrown for an unusable environment: main prints its message and exits with code 1. */
export class ConfigError extends Error {}

const originSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '').toLowerCase();
    } catch {
      return false;
    }
  }, 'must be an origin such as https://cdn.example.com (scheme, host and port only)')
  .transform((value) => new URL(value).origin);

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().optional()),
  OAUTH_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  OAUTH_REDIRECT_PATHS: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.split(',').map((item) => item.trim()) : ['/login']),
    z.array(z.string().regex(/^\/\S*$/, 'must be paths starting with /')),
  ),
  CODE_PEPPER: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('TopUp <no-reply@topup.local>')),
  DEV_OUTBOX: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).optional()),
  ALLOW_SANDBOX_IN_PRODUCTION: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).optional()),
  REMOTE_ORIGINS: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((item) => item.trim() !== '') : []),
    z.array(originSchema),
  ),
}).extend(paymentsEnvSchema.shape).extend(formsEnvSchema.shape).extend(topupEnvSchema.shape).extend(releasesEnvSchema.shape).extend(operatorEnvSchema.shape);

const remoteUrlSchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^(\/|https?:\/\/)/, 'must be an absolute http(s) URL or a path starting with /')
    .optional(),
);

function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** Each RATE_LIMIT_* variable or its default; unusable values are added to `problems`. */
function readRateLimits(env: NodeJS.ProcessEnv, problems: string[]): RateLimits {
  const limits = {} as RateLimits;
  for (const key of Object.keys(RATE_LIMIT_DEFAULTS) as (keyof RateLimits)[]) {
    const { variable, value } = RATE_LIMIT_DEFAULTS[key];
    const limit = rateLimitSchema.safeParse(emptyAsUndefined(env[variable]) ?? value);
    if (limit.success) limits[key] = limit.data;
    else problems.push(...limit.error.issues.map((issue) => `${variable}: ${issue.message}`));
  }
  return limits;
}

/** Reads the configuration from an environment (process.env by default); throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const variable = remoteUrlVariable(name);
    const url = remoteUrlSchema.safeParse(env[variable]);
    if (!url.success) problems.push(...url.error.issues.map((issue) => `${variable}: ${issue.message}`));
    else if (url.data !== undefined) remoteUrls[name] = url.data;
  }
  const production = parsed.success && parsed.data.NODE_ENV === 'production';
  if (production) problems.push(...productionProblems(parsed.data));
  const rateLimits = readRateLimits(env, problems);
  const dataDir = path.resolve((parsed.success ? parsed.data.DATA_DIR : undefined) ?? path.join(repoRoot, '.data'));
  const forms = parsed.success ? formsConfigOf(parsed.data, dataDir, problems) : undefined;
  if (!parsed.success || problems.length > 0 || !forms) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    trustProxyHops: values.TRUST_PROXY,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    remoteOrigins: values.REMOTE_ORIGINS,
    remoteUrls,
    repoRoot,
    accounts: {
      production,
      oauthClientSecret: values.OAUTH_CLIENT_SECRET ?? DEV_OAUTH_CLIENT_SECRET,
      oauthRedirectPaths: values.OAUTH_REDIRECT_PATHS,
      codePepper: values.CODE_PEPPER ?? DEV_CODE_PEPPER,
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM,
      devOutbox: values.DEV_OUTBOX === '1' || (!production && values.DEV_OUTBOX !== '0'),
      rateLimits,
    },
    payments: paymentsConfigOf(values, production),
    forms,
    topup: topupConfigOf(values, production),
    releases: releasesConfigOf(values),
    operatorToken: values.OPERATOR_TOKEN,
  };
}

type SecretVariable = 'OAUTH_CLIENT_SECRET' | 'CODE_PEPPER' | 'PAYMENT_WEBHOOK_SECRET' | 'UPLOAD_SIGNING_SECRET';

/**
 * What production refuses: a development default for a secret (unset, or set to the default
 * itself), mail with nowhere to go, the demo key's deposit addresses (its seed was thrown away:
 * money sent there is lost), and the sandboxes, which give money away, unless the operator says
 * in a second variable that this box is a staging one.
 */
function productionProblems(values: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  const secrets: [SecretVariable, string][] = [
    ['OAUTH_CLIENT_SECRET', DEV_OAUTH_CLIENT_SECRET],
    ['CODE_PEPPER', DEV_CODE_PEPPER],
    ['PAYMENT_WEBHOOK_SECRET', DEV_WEBHOOK_SECRET],
    // An S3 store signs with its own credentials.
    ...(values.OBJECT_STORE === 's3' ? [] : [['UPLOAD_SIGNING_SECRET', DEV_UPLOAD_SIGNING_SECRET] as [SecretVariable, string]]),
  ];
  for (const [variable, devDefault] of secrets) {
    if (values[variable] === undefined) problems.push(`${variable}: required in production`);
    else if (values[variable] === devDefault) problems.push(`${variable}: the development default is refused in production`);
  }
  const staging = values.ALLOW_SANDBOX_IN_PRODUCTION === '1';
  if (values.SMTP_URL === undefined && !(staging && values.DEV_OUTBOX === '1')) {
    problems.push('SMTP_URL: required in production (without it sign-up and reset codes reach nobody)');
  }
  if (values.CHAIN_WATCHER === 'trongrid' && (values.USDT_XPUB === undefined || values.USDT_XPUB === DEMO_USDT_XPUB)) {
    problems.push("USDT_XPUB: the store's own key is required in production with CHAIN_WATCHER=trongrid (money sent to the demo key's addresses is lost)");
  }
  if (!staging) {
    for (const variable of ['SANDBOX_PAYMENTS', 'DEV_OUTBOX'] as const) {
      if (values[variable] === '1') problems.push(`${variable}: refused in production (it gives money away); set ALLOW_SANDBOX_IN_PRODUCTION=1 on a staging box only`);
    }
    if (values.CHAIN_WATCHER === 'sandbox') problems.push('CHAIN_WATCHER: sandbox refused in production (it gives money away); set ALLOW_SANDBOX_IN_PRODUCTION=1 on a staging box only');
  }
  return problems;
}
