/** Routes the host owns itself: sign-in and password pages live with the session. */
export const HOST_ROUTES: readonly { path: string; titleKey: string }[] = [
  { path: '/login', titleKey: 'title.login' },
  { path: '/reg', titleKey: 'title.reg' },
  { path: '/forget', titleKey: 'title.forget' },
  { path: '/resetpsd', titleKey: 'title.resetpsd' },
  { path: '/auth-management', titleKey: 'title.authManagement' },
];
