import type { FastifyInstance } from 'fastify';
import { PAY_WAYS, type PayWayCode } from '@topup/shared/contract';
import { SandboxFulfilment, type FulfilmentProvider } from '../fulfilment/fulfilmentProvider';
import { JobRunner } from '../jobs/jobRunner';
import type { ModuleDeps } from '../modules/moduleDeps';
import { confirmMinutesOf } from '../modules/setting/payWays';
import { SandboxGamePartner, type GamePartner } from '../partners/gamePartner';
import { PaymentProviders } from './providers';
import { PaymentEventRouter } from './paymentEventRouter';
import { registerHostedPage } from './sandbox/hostedPage';
import { SandboxBank } from './sandbox/sandboxBank';
import { SandboxProvider } from './sandbox/sandboxProvider';
import { APPLY_WEBHOOK_JOB, registerWebhookInbox } from './webhookInbox';

export interface PaymentServices {
  providers: PaymentProviders;
  /** Where stored provider events go: the orders' and the top-ups' payments. */
  events: PaymentEventRouter;
  /** The sandbox providers' bank; absent when SANDBOX_PAYMENTS is off (production). */
  bank: SandboxBank | undefined;
  gamePartner: GamePartner;
  fulfilment: FulfilmentProvider;
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
export async function registerPayments(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
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
  const events = new PaymentEventRouter();
  jobs.register(APPLY_WEBHOOK_JOB, (payload) => events.apply(String(payload.provider), String(payload.eventId)));
  const bank = config.sandboxPayments ? registerSandbox(app, deps, jobs, providers) : undefined;
  app.decorate('payments', {
    providers,
    events,
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
function registerSandbox(app: FastifyInstance, deps: ModuleDeps, jobs: JobRunner, providers: PaymentProviders): SandboxBank {
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
