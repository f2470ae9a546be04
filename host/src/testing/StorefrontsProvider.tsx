import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Storefront } from '@topup/shared/contract';
import { STOREFRONTS_QUERY_KEY } from '@topup/shared/storefront';

/** Two storefronts of the real table: ru offers coupons, en does not. */
export const TEST_STOREFRONTS: Storefront[] = [
  {
    locale: 'ru',
    language: 'ru',
    direction: 'ltr',
    region: 'RU',
    currencyName: 'RUB',
    currencySymbol: '₽',
    minorDigits: 2,
    payWays: ['CARDPAY_RU', 'balance'],
    features: ['coupon', 'evaluate', 'balance'],
  },
  {
    locale: 'en',
    language: 'en',
    direction: 'ltr',
    region: 'INTL',
    currencyName: 'USD',
    currencySymbol: '$',
    minorDigits: 2,
    payWays: ['card', 'balance'],
    features: ['balance'],
  },
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
