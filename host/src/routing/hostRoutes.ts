import type { ComponentType } from 'react';
import { ForgetPage, LoginPage, RegisterPage, ResetPasswordPage } from '../pages/auth';

/**
 * Routes the host owns itself: sign-in and password pages live with the session. A route without
 * a `page` still shows the placeholder (its feature is not built yet).
 */
export const HOST_ROUTES: readonly { path: string; titleKey: string; page?: ComponentType }[] = [
  { path: '/login', titleKey: 'title.login', page: LoginPage },
  { path: '/reg', titleKey: 'title.reg', page: RegisterPage },
  { path: '/forget', titleKey: 'title.forget', page: ForgetPage },
  { path: '/resetpsd', titleKey: 'title.resetpsd', page: ResetPasswordPage },
  { path: '/auth-management', titleKey: 'title.authManagement' },
];
