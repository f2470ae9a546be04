import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '@topup/shared/contract';
import { apiModules } from '../modules';
import type { ModuleDeps } from '../modules/moduleDeps';
import { registerApiCors } from './cors';
import { registerUnimplementedCalls } from './unimplementedCalls';

export const API_PREFIX = '/api';

export interface ApiScopeOptions {
  deps: ModuleDeps;
  calls: readonly CallDefinition[];
  remoteOrigins: readonly string[];
}

/** Everything under /api: its CORS, each module's calls, then the rest of the contract. */
export async function registerApiScope(app: FastifyInstance, options: ApiScopeOptions): Promise<void> {
  await app.register(
    async (api) => {
      await registerApiCors(api, options.remoteOrigins);
      for (const module of apiModules) await api.register(module, options.deps);
      registerUnimplementedCalls(api, options.calls);
    },
    { prefix: API_PREFIX },
  );
}
