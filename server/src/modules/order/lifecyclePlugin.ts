import fp from 'fastify-plugin';
import type { PaymentsConfig } from '../../config/paymentsConfig';
import { registerLifecycleJobs, type LifecycleDeps } from './lifecycle';
import { WalletProvider } from './walletProvider';

export interface OrderLifecycleOptions {
  config: PaymentsConfig;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the order lifecycle works with: the jobs it registers and the order calls that apply events. */
    orderLifecycle: LifecycleDeps;
  }
}

/**
 * The order's part of the infrastructure, wired by buildApp before the API: the wallet as the
 * 'balance' payment provider, and the lifecycle jobs (closing unpaid orders, applying payment
 * events, delivering, giving late money back).
 */
export const orderLifecyclePlugin = fp<OrderLifecycleOptions>(
  async (app, options) => {
    const { db } = app.database;
    const { providers } = app.payments;
    providers.add('balance', new WalletProvider(db));
    const lifecycle: LifecycleDeps = { db, now: options.now, config: options.config, providers, fulfilment: app.fulfilment, log: app.log };
    registerLifecycleJobs(app.jobs, lifecycle);
    app.decorate('orderLifecycle', lifecycle);
  },
  { name: 'order-lifecycle', dependencies: ['database', 'jobs', 'payments', 'fulfilment'] },
);
