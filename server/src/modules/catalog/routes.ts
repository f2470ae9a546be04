import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../moduleDeps';
import { buyerOrderRoutes } from './buyerOrders';
import { categoryRoutes } from './categories';
import { contactRoutes } from './contacts';
import { contentRoutes } from './content';
import { goodsRoutes } from './goods';
import { productRoutes } from './products';
import { reviewRoutes } from './reviews';

/**
 * Every Display call of the catalogue (spec, section 7). Each is registered with
 * { cache: 'public' }: no personal data, the locale named in the URL or body.
 */
export async function catalogRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  for (const area of [categoryRoutes, productRoutes, goodsRoutes, reviewRoutes, buyerOrderRoutes, contentRoutes, contactRoutes]) {
    await area(app, deps);
  }
}
