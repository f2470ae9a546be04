import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../moduleDeps';
import { AfterSaleService } from './afterSales';

/** The after-sale service on the store's database, providers and clock (the customer's and the operator's routes share it). */
export function afterSaleServiceOf(app: FastifyInstance, deps: ModuleDeps): AfterSaleService {
  return new AfterSaleService({
    db: deps.database.db,
    now: deps.now,
    config: deps.payments.afterSale,
    providers: app.payments.providers,
    extensions: app.orderLifecycle.extensions,
    log: app.log,
  });
}
