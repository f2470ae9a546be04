import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routing/AppRoutes';
import { ShellErrorBoundary } from './routing/ShellErrorBoundary';
import { RouteGuard } from './routing/RouteGuard';
import { CommonStateLoader } from './commonState/CommonStateLoader';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <CommonStateLoader />
        <BrowserRouter>
          <ShellErrorBoundary>
            <RouteGuard>
              <AppRoutes />
            </RouteGuard>
          </ShellErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
