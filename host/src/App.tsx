import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routing/AppRoutes';
import { ShellErrorBoundary } from './routing/ShellErrorBoundary';
import { RouteGuard } from './routing/RouteGuard';
import { CommonStateLoader } from './commonState/CommonStateLoader';
import { CouponPopup } from './coupon/CouponPopup';
import type { WebClient } from './session/webClient';

export function App({ queryClient, webClient }: { queryClient: QueryClient; webClient?: WebClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <CommonStateLoader />
        <BrowserRouter>
          <ShellErrorBoundary>
            <RouteGuard webClient={webClient}>
              <AppRoutes />
              <CouponPopup />
            </RouteGuard>
          </ShellErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}
