import type { FastifyInstance } from 'fastify';
import { anonymousBusinessSettingCall, businessSettingCall, currencySettingsCall, payWaysCall } from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import { anonymousBusinessSetting, businessSetting } from './businessSettings';
import { payWaysOf } from './payWays';
import { STOREFRONTS } from './storefronts';

export async function settingRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, currencySettingsCall, () => [...STOREFRONTS]);
  registerCall(app, payWaysCall, ({ currencyName }) => payWaysOf(currencyName));
  registerCall(app, anonymousBusinessSettingCall, ({ businessTypeId }) => anonymousBusinessSetting(businessTypeId));
  registerCall(app, businessSettingCall, ({ businessTypeId }) => businessSetting(businessTypeId));
}
