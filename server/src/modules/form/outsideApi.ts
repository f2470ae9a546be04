import type { FastifyInstance } from 'fastify';
import { LocalObjectStore } from '../../objectStore/localObjectStore';
import { registerLocalObjectRoutes } from '../../objectStore/localObjectRoutes';
import type { ModuleDeps } from '../moduleDeps';
import { registerFormOps } from './formOps';

/**
 * What the forms serve outside /api: the local object store's signed links (when it is the
 * configured store) and the operator's review under /ops.
 */
export async function registerFormsOutsideApi(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  if (deps.forms.objectStore.kind === 'local') await registerLocalObjectRoutes(app, new LocalObjectStore(deps.forms.objectStore), deps.now);
  registerFormOps(app, deps);
}
