import { lazy, type ComponentType } from 'react';

// The sign-in and password pages are their own chunk: a buyer opening a product link never
// downloads them.
const authPage = (name: 'LoginPage' | 'RegisterPage' | 'ForgetPage' | 'ResetPasswordPage') =>
  lazy(async () => ({ default: (await import('../pages/auth'))[name] }));

/** Routes the host owns itself: the sign-in and password pages live with the session (each sets its own title). */
export const HOST_ROUTES: readonly { path: string; page: ComponentType }[] = [
  { path: '/login', page: authPage('LoginPage') },
  { path: '/reg', page: authPage('RegisterPage') },
  { path: '/forget', page: authPage('ForgetPage') },
  { path: '/resetpsd', page: authPage('ResetPasswordPage') },
];
