import fp from 'fastify-plugin';
import { anonymousBusinessSettingCall, businessSettingCall, currencySettingsCall, payWaysCall } from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import type { ModuleDeps } from '../moduleDeps';
import { anonymousBusinessSetting, businessSetting } from './businessSettings';
import { enabledPayWays, payWaysOf } from './payWays';
import { STOREFRONTS } from './storefronts';

/** The storefronts, their pay ways and the business settings under /api. */
export const settingRoutes = fp<ModuleDeps>(
  async (app, deps) => {
    const offer = { disabled: deps.payments.disabledPayWays, providers: app.payments.providers };
    registerCall(app, currencySettingsCall, () =>
      STOREFRONTS.map((storefront) => ({ ...storefront, payWays: enabledPayWays(storefront, offer) })),
      { cache: 'public' },
    );
    registerCall(app, payWaysCall, ({ currencyName }) => payWaysOf(currencyName, offer), { cache: 'public' });
    registerCall(app, anonymousBusinessSettingCall, ({ businessTypeId }) => anonymousBusinessSetting(businessTypeId), { cache: 'public' });
    registerCall(app, businessSettingCall, ({ businessTypeId }) => businessSetting(businessTypeId));
  },
  // The pay ways offered depend on the providers there are (the payments plugin and the wallet's).
  { name: 'setting', dependencies: ['payments', 'order-lifecycle'], encapsulate: true },
);
