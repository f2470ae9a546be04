import type { FastifyInstance } from 'fastify';
import { PAY_WAYS, type PayWayCode } from '@topup/shared/contract';
import { SandboxFulfilment, type FulfilmentProvider } from '../fulfilment/fulfilmentProvider';
import { JobRunner } from '../jobs/jobRunner';
import type { AccountsConfig } from '../config/config';
import type { PaymentsConfig } from '../config/paymentsConfig';
import type { Database } from '../db/database';
import { confirmMinutesOf } from './payWayRules';
import { SandboxGamePartner, type GamePartner } from '../partners/gamePartner';
import { PaymentProviders } from './providers';
import { registerHostedPage } from './sandbox/hostedPage';
import { SandboxBank } from './sandbox/sandboxBank';
import { SandboxProvider } from './sandbox/sandboxProvider';
import { registerWebhookInbox } from './webhookInbox';

export interface PaymentServices {
  providers: PaymentProviders;
  /** The sandbox providers' bank; absent when SANDBOX_PAYMENTS is off (production). */
  bank: SandboxBank | undefined;
  gamePartner: GamePartner;
  fulfilment: FulfilmentProvider;
}

/** What the payments infrastructure is built from (a part of what the modules receive). */
export interface PaymentsWiring {
  database: Database;
  payments: PaymentsConfig;
  accounts: Pick<AccountsConfig, 'production'>;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job runner (src/jobs), started when the app is ready and stopped when it closes. */
    jobs: JobRunner;
    /** Payment providers, the sandbox partners and fulfilment. */
    payments: PaymentServices;
  }
}

/** A card or phone wallet confirms in seconds; slow methods take their typical minutes (PIX 1, OXXO 30). */
const QUICK_WEBHOOK_DELAY_MS = 3000;

/**
 * The job runner, the payment providers (a sandbox one per pay way; the wallet is added by the
 * orders module), the webhook endpoint and the sandbox hosted page, on the root instance.
 */
export async function registerPayments(app: FastifyInstance, deps: PaymentsWiring): Promise<void> {
  const config = deps.payments;
  const jobs = new JobRunner({
    database: deps.database,
    now: deps.now,
    log: app.log,
    pollMs: config.jobPollMs,
    retryBaseMs: config.jobRetryBaseMs,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  const providers = new PaymentProviders();
  const bank = config.sandboxPayments ? registerSandbox(app, deps, jobs, providers) : undefined;
  app.decorate('payments', {
    providers,
    bank,
    gamePartner: new SandboxGamePartner(),
    fulfilment: new SandboxFulfilment(config.fulfilmentFailureRate),
  });
  await registerWebhookInbox(app, { database: deps.database, providers, now: deps.now });
}

/**
 * The sandbox: a provider per pay way but the wallet, their shared bank and its hosted pages. It
 * pays orders with no money taken, so it exists only where SANDBOX_PAYMENTS allows it.
 */
function registerSandbox(app: FastifyInstance, deps: PaymentsWiring, jobs: JobRunner, providers: PaymentProviders): SandboxBank {
  const config = deps.payments;
  if (deps.accounts.production) {
    app.log.warn('SANDBOX PAYMENTS ARE ON IN PRODUCTION: /sandbox-pay pays orders with no money taken (ALLOW_SANDBOX_IN_PRODUCTION=1)');
  }
  const bank = new SandboxBank({
    database: deps.database,
    now: deps.now,
    webhookSecret: config.webhookSecret,
    webhookDelayMs: (payWay) => config.sandboxWebhookDelayMs ?? (confirmMinutesOf(payWay) * 60_000 || QUICK_WEBHOOK_DELAY_MS),
    // The sandbox sits inside the store, so its webhooks go through the store's own HTTP stack
    // (routing, body parsing, signature check) without a network round trip.
    transport: async (path, headers, rawBody) => (await app.inject({ method: 'POST', url: path, headers, payload: rawBody })).statusCode,
  });
  bank.registerJobs(jobs);
  for (const payWay of PAY_WAYS) {
    if (payWay !== 'balance') providers.add(payWay, new SandboxProvider(payWay as PayWayCode, bank, config.webhookSecret, deps.now));
  }
  registerHostedPage(app, { bank, now: deps.now });
  return bank;
}
