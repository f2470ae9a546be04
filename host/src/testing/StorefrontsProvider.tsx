import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Storefront } from '@topup/shared/contract';
import { STOREFRONTS_QUERY_KEY } from '@topup/shared/storefront';
import { testStorefront } from '@topup/shared/testing';

/** Two storefronts of the real table: ru offers coupons, en does not. */
export const TEST_STOREFRONTS: Storefront[] = [
  testStorefront({ payWays: ['CARDPAY_RU', 'balance'] }),
  testStorefront({ locale: 'en', language: 'en', region: 'INTL', currencyName: 'USD', currencySymbol: '$', payWays: ['card', 'balance'], features: ['balance'] }),
];

/** A query client that already holds the storefront settings, so no test requests them. */
export function StorefrontsProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(STOREFRONTS_QUERY_KEY, TEST_STOREFRONTS);
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
