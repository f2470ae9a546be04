import * as React from 'react';
import type { RemoteRoute } from '@topup/shared/remotes';
import { registerRuntimePart } from '@topup/shared/diagnostics';

registerRuntimePart('activities', React);

/** The activities remote's pages, mounted by the host at the paths the shared route table gives it. */
export const routes: readonly RemoteRoute<'activities'>[] = [
  { path: '/activies/invitation', titleKey: 'title.activityInvitation', load: () => import('../features/invitation/pages').then((m) => ({ default: m.InvitationLandingPage })) },
  { path: '/activies/ext', titleKey: 'title.activity', load: () => import('../features/activityPage/pages').then((m) => ({ default: m.ActivityPage })) },
  { path: '/act/:key?', titleKey: 'title.activity', load: () => import('../features/activityPage/pages').then((m) => ({ default: m.ActivityPage })) },
  { path: '/agreement', titleKey: 'title.agreement', load: () => import('../features/content/pages').then((m) => ({ default: m.AgreementPage })) },
  { path: '/help', titleKey: 'title.help', load: () => import('../features/content/pages').then((m) => ({ default: m.HelpPage })) },
];
