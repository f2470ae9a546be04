import { HOST_ROUTE_PATHS } from '@topup/shared/remotes';
import { HOST_ROUTES } from './hostRoutes';

// The server tells a page from an unknown address by the shared list: it must name every host page.
it('lists every page the host draws in the shared route table', () => {
  expect([...HOST_ROUTES.map((route) => route.path), '/404', '/500'].sort()).toEqual([...HOST_ROUTE_PATHS].sort());
});
