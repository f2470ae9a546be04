import fp from 'fastify-plugin';
import { SandboxFulfilment, type FulfilmentProvider } from './fulfilmentProvider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers paid orders to the games (the sandbox one until a real provider). */
    fulfilment: FulfilmentProvider;
  }
}

export interface FulfilmentPluginOptions {
  /** Share of sandbox deliveries that fail, to exercise retries and refunds. */
  failureRate: number;
}

export const fulfilmentPlugin = fp<FulfilmentPluginOptions>(
  async (app, options) => {
    app.decorate('fulfilment', new SandboxFulfilment(options.failureRate));
  },
  { name: 'fulfilment' },
);
