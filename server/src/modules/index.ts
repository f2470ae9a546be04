import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';
import { afterSaleRoutes } from './afterSale/routes';
import { authRoutes, oauthRoutes } from './auth/routes';
import { catalogRoutes } from './catalog/routes';
import { contentRoutes } from './content/routes';
import { couponRoutes } from './coupon/routes';
import { formRoutes } from './form/routes';
import { invitationRoutes } from './invitation/routes';
import type { ModuleDeps } from './moduleDeps';
import { orderRoutes } from './order/routes';
import { sessionRoutes } from './session/routes';
import { settingRoutes } from './setting/routes';
import { systemRoutes } from './system/routes';
import { topupRoutes } from './topup/routes';
import { userRoutes } from './user/routes';
import { walletRoutes } from './wallet/routes';

/** A module: a Fastify plugin given the modules' dependencies (named with fastify-plugin where it needs infrastructure). */
export type ApiModule = FastifyPluginAsync<ModuleDeps> | FastifyPluginCallback<ModuleDeps>;

/** The areas of the API, each mounting its calls of the contract under /api. */
export const apiModules: readonly ApiModule[] = [
  systemRoutes,
  settingRoutes,
  authRoutes,
  userRoutes,
  catalogRoutes,
  walletRoutes,
  couponRoutes,
  orderRoutes,
  afterSaleRoutes,
  formRoutes,
  topupRoutes,
  invitationRoutes,
  sessionRoutes,
  contentRoutes,
];

/** Modules whose calls live under /oauth (the client sends those paths without /api). */
export const oauthModules: readonly ApiModule[] = [oauthRoutes];
