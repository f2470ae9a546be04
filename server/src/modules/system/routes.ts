import type { FastifyInstance } from 'fastify';
import { healthCall } from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { checkHealth } from './health';

export async function systemRoutes(app: FastifyInstance, { database, version }: ModuleDeps): Promise<void> {
  registerCall(app, healthCall, () => checkHealth(database, version));
}
