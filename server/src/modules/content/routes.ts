import type { FastifyInstance } from 'fastify';
import { contentPageCall } from '@topup/shared/contract/content';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { contentPage } from './contentPages';

/** The store's own pages under /api: a public read, kept like the catalogue's. */
export async function contentRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerCall(app, contentPageCall, ({ locale, slug }) => contentPage(deps.database.db, locale, slug), { cache: 'public' });
}
