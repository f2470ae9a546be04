import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './moduleDeps';
import { settingRoutes } from './setting/routes';
import { systemRoutes } from './system/routes';

export type ApiModule = (app: FastifyInstance, deps: ModuleDeps) => Promise<void>;

/** The areas of the API, each mounting its calls of the contract under /api. */
export const apiModules: readonly ApiModule[] = [systemRoutes, settingRoutes];
