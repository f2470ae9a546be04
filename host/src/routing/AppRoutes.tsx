import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { REMOTE_NAMES, REMOTE_ROUTE_TABLE } from '@topup/shared/remotes';
import { Layout } from '../layout/Layout';
import { RemoteArea } from '../remote-area/RemoteArea';
import { ErrorPage } from '../pages/ErrorPage';
import { HOST_ROUTES } from './hostRoutes';

/**
 * One router for the whole store. Every remote's routes are mounted from the shared route table,
 * so a remote that is down still owns its area (and shows its fallback) instead of a 404.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {HOST_ROUTES.map(({ path, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={null}>
                <Page />
              </Suspense>
            }
          />
        ))}
        {REMOTE_NAMES.flatMap((remote) =>
          REMOTE_ROUTE_TABLE[remote].map((path) => (
            <Route key={path} path={path} element={<RemoteArea key={path} remote={remote} path={path} />} />
          )),
        )}
        <Route path="/404" element={<ErrorPage status={404} />} />
        {/* Where a page that cannot go on sends the visitor; the shell's own crash shows the same page. */}
        <Route path="/500" element={<ErrorPage status={500} />} />
        {/* An unknown address answers 404 where it was typed, so the visitor can see and fix it. */}
        <Route path="*" element={<ErrorPage status={404} />} />
      </Route>
    </Routes>
  );
}
