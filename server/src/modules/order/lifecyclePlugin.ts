import fp from 'fastify-plugin';
import type { PaymentsConfig } from '../../config/paymentsConfig';
import { OrderExtensions } from './extensions';
import { applyPaymentEvent, registerLifecycleJobs, type LifecycleDeps } from './lifecycle';
import { WalletProvider } from './walletProvider';

export interface OrderLifecycleOptions {
  config: PaymentsConfig;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the order lifecycle works with, and `extensions`, where other modules plug into orders at boot. */
    orderLifecycle: LifecycleDeps;
  }
}

/**
 * The order's part of the infrastructure, wired by buildApp before the API: the wallet as the
 * 'balance' payment provider, the lifecycle jobs (closing unpaid orders, delivering, giving late
 * money back), and the orders' applier of stored payment events.
 */
export const orderLifecyclePlugin = fp<OrderLifecycleOptions>(
  async (app, options) => {
    const { db } = app.database;
    const { providers } = app.payments;
    providers.add('balance', new WalletProvider(db));
    const lifecycle: LifecycleDeps = { db, now: options.now, config: options.config, providers, fulfilment: app.fulfilment, log: app.log, extensions: new OrderExtensions() };
    registerLifecycleJobs(app.jobs, lifecycle);
    // The payments plugin runs the apply job; the order's payments are one of its appliers.
    app.payments.events.add((provider, eventId) => applyPaymentEvent(lifecycle, provider, eventId));
    app.decorate('orderLifecycle', lifecycle);
  },
  { name: 'order-lifecycle', dependencies: ['database', 'jobs', 'payments', 'fulfilment'] },
);
