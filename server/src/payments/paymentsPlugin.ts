import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PAY_WAYS, type PayWayCode } from '@topup/shared/contract';
import type { PaymentsConfig } from '../config/paymentsConfig';
import { confirmMinutesOf } from './payWayRules';
import { PaymentEventRouter } from './paymentEventRouter';
import { PaymentProviders } from './providers';
import { registerHostedPage } from './sandbox/hostedPage';
import { SandboxBank } from './sandbox/sandboxBank';
import { SandboxProvider } from './sandbox/sandboxProvider';
import { APPLY_WEBHOOK_JOB, registerWebhookInbox } from './webhookInbox';

export interface PaymentServices {
  /** A provider per pay way; the wallet's is added by the order module's lifecycle plugin. */
  providers: PaymentProviders;
  /** Where stored provider events go: orders and top-ups add their appliers at boot. */
  events: PaymentEventRouter;
  /** The sandbox providers' bank; absent when SANDBOX_PAYMENTS is off (production). */
  bank: SandboxBank | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment providers, the router of stored events and the sandbox bank. */
    payments: PaymentServices;
  }
}

export interface PaymentsPluginOptions {
  config: PaymentsConfig;
  /** In production an allowed sandbox is announced loudly in the log. */
  production: boolean;
  now: () => Date;
}

/** A card or phone wallet confirms in seconds; slow methods take their typical minutes (PIX 1, OXXO 30). */
const QUICK_WEBHOOK_DELAY_MS = 3000;

/**
 * The payment providers (a sandbox one per pay way where allowed), the webhook endpoint and the
 * sandbox hosted page. Payments are infrastructure: they know providers and stored events, never
 * orders; the order module applies the events (docs/architecture.md).
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const providers = new PaymentProviders();
    // The one handler of the apply job: the event goes to whichever area's payment it is.
    const events = new PaymentEventRouter();
    app.jobs.register(APPLY_WEBHOOK_JOB, (payload) => events.apply(String(payload.provider), String(payload.eventId)));
    const bank = options.config.sandboxPayments ? registerSandbox(app, options, providers) : undefined;
    app.decorate('payments', { providers, events, bank });
    await registerWebhookInbox(app, { database: app.database, providers, now: options.now });
  },
  { name: 'payments', dependencies: ['database', 'jobs'] },
);

/**
 * The sandbox: a provider per pay way but the wallet, their shared bank and its hosted pages. It
 * pays orders with no money taken, so it exists only where SANDBOX_PAYMENTS allows it.
 */
function registerSandbox(app: FastifyInstance, options: PaymentsPluginOptions, providers: PaymentProviders): SandboxBank {
  const { config, now } = options;
  if (options.production) {
    app.log.warn('SANDBOX PAYMENTS ARE ON IN PRODUCTION: /sandbox-pay pays orders with no money taken (ALLOW_SANDBOX_IN_PRODUCTION=1)');
  }
  const bank = new SandboxBank({
    database: app.database,
    now,
    webhookSecret: config.webhookSecret,
    webhookDelayMs: (payWay) => config.sandboxWebhookDelayMs ?? (confirmMinutesOf(payWay) * 60_000 || QUICK_WEBHOOK_DELAY_MS),
    // The sandbox sits inside the store, so its webhooks go through the store's own HTTP stack
    // (routing, body parsing, signature check) without a network round trip.
    transport: async (path, headers, rawBody) => (await app.inject({ method: 'POST', url: path, headers, payload: rawBody })).statusCode,
  });
  bank.registerJobs(app.jobs);
  for (const payWay of PAY_WAYS) {
    if (payWay !== 'balance') providers.add(payWay, new SandboxProvider(payWay as PayWayCode, bank, config.webhookSecret, now));
  }
  registerHostedPage(app, { bank, now });
  return bank;
}
