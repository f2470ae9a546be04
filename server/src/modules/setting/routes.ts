import type { FastifyInstance } from 'fastify';
import { currencySettingsCall } from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import { STOREFRONTS } from './storefronts';

export async function settingRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, currencySettingsCall, () => [...STOREFRONTS]);
}
