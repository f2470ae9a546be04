import type { FastifyInstance } from 'fastify';
import { anonymousBusinessSettingCall, businessSettingCall, currencySettingsCall, payWaysCall } from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { anonymousBusinessSetting, businessSetting } from './businessSettings';
import { enabledPayWays, payWaysOf } from './payWays';
import { STOREFRONTS } from './storefronts';

export async function settingRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const offer = { disabled: deps.payments.disabledPayWays, providers: app.payments.providers };
  registerCall(app, currencySettingsCall, () =>
    STOREFRONTS.map((storefront) => ({ ...storefront, payWays: enabledPayWays(storefront, offer) })),
    { cache: 'public' },
  );
  registerCall(app, payWaysCall, ({ currencyName }) => payWaysOf(currencyName, offer), { cache: 'public' });
  registerCall(app, anonymousBusinessSettingCall, ({ businessTypeId }) => anonymousBusinessSetting(businessTypeId), { cache: 'public' });
  registerCall(app, businessSettingCall, ({ businessTypeId }) => businessSetting(businessTypeId));
}
