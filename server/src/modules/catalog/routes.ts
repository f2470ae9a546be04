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
 * Public catalogue answers may be kept a minute by browsers and shared caches: they carry no
 * personal data, every call names its locale in the URL, and a minute is how stale a price or a
 * switched-off product may look. (The client's own GET cache keeps them up to 10 minutes.)
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60';

/** Every Display call of the catalogue (spec, section 7). */
export async function catalogRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', CATALOG_CACHE_CONTROL);
    return payload;
  });
  for (const area of [categoryRoutes, productRoutes, goodsRoutes, reviewRoutes, buyerOrderRoutes, contentRoutes, contactRoutes]) {
    await area(app, deps);
  }
}
