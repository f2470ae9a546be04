import { lazy, type ComponentType } from 'react';

// The sign-in and password pages are their own chunk: a buyer opening a product link never
// downloads them.
const authPage = (name: 'LoginPage' | 'RegisterPage' | 'ForgetPage' | 'ResetPasswordPage') =>
  lazy(async () => ({ default: (await import('../pages/auth'))[name] }));

/**
 * Routes the host owns itself: sign-in and password pages live with the session. A route without
 * a `page` still shows the placeholder (its feature is not built yet).
 */
export const HOST_ROUTES: readonly { path: string; titleKey: string; page?: ComponentType }[] = [
  { path: '/login', titleKey: 'title.login', page: authPage('LoginPage') },
  { path: '/reg', titleKey: 'title.reg', page: authPage('RegisterPage') },
  { path: '/forget', titleKey: 'title.forget', page: authPage('ForgetPage') },
  { path: '/resetpsd', titleKey: 'title.resetpsd', page: authPage('ResetPasswordPage') },
];
