import type { FastifyInstance } from 'fastify';
import { afterSaleDetailCall, afterSalePageCall, applyRefundCall, refundDetailCall } from '@topup/shared/contract/afterSale';
import { callerOf } from '../../app/authenticate';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { refundOffered } from './eligibility';
import { afterSaleServiceOf } from './services';

/** Refund requests under /api (docs/after-sale.md), and the job that pays refunds back through providers. */
export async function afterSaleRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const afterSales = afterSaleServiceOf(app, deps);
  afterSales.registerJobs(app.jobs);
  // The order's refund button: offered once the order may ask and its delivery promise ran out.
  app.orderLifecycle.extensions.addButtons(async (_db, order) => ({
    refund: refundOffered(await afterSales.refundDetailOfRow(order), deps.now()),
  }));
  const userOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).userId;

  registerCall(app, applyRefundCall, (payload, { request }) => afterSales.apply(userOf(request), payload));
  registerCall(app, afterSalePageCall, ({ status, ...paging }, { request }) => afterSales.page(userOf(request), status, paging));
  registerCall(app, afterSaleDetailCall, ({ id }, { request }) => afterSales.detail(userOf(request), id));
  registerCall(app, refundDetailCall, ({ orderNo }, { request }) => afterSales.refundDetail(userOf(request), orderNo));
}
