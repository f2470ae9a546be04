import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '@topup/shared/i18n';
import type { RemoteRoute } from '@topup/shared/remotes';
import '../tokens.css';

/**
 * The minimal shell a remote runs in alone during development (`pnpm --filter <remote> dev`),
 * so one team can work on its pages without the host or the other remotes.
 */
export async function renderStandalone(routes: readonly RemoteRoute[]): Promise<void> {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const queryClient = new QueryClient();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <Routes>
              {routes.map((route) => {
                const Page = lazy(route.load);
                return <Route key={route.path} path={route.path} element={<Page />} />;
              })}
            </Routes>
          </Suspense>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
