import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { usableCouponListCall } from '@topup/shared/contract';
import { serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { sessionStore } from '@topup/shared/session';
import { COUPON } from '../../testing/fixtures';
import { useUsableCoupons } from './useUsableCoupons';

const ORDER = { currencyName: 'RUB', amountMinor: 20000 } as const;

afterEach(() => act(() => sessionStore.getState().setAccessToken('')));

it('never shows the coupons of the account signed in before in the same tab', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const sameTab = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  act(() => sessionStore.getState().setAccessToken('first-token'));
  serveCalls([stubCall(usableCouponListCall, [COUPON])]);
  const first = renderHook(() => useUsableCoupons(ORDER, true), { wrapper: sameTab });
  await waitFor(() => expect(first.result.current).toEqual([COUPON]));
  first.unmount();

  act(() => sessionStore.getState().setAccessToken('next-token'));
  serveCalls([stubCall(usableCouponListCall, [])]);
  const next = renderHook(() => useUsableCoupons(ORDER, true), { wrapper: sameTab });
  expect(next.result.current).toBeUndefined();
  await waitFor(() => expect(next.result.current).toEqual([]));
});

it('offers none and asks nothing without a payload (a currency the coupons do not know)', () => {
  act(() => sessionStore.getState().setAccessToken('token'));
  const { requests } = serveCalls([stubCall(usableCouponListCall, [COUPON])]);
  const client = new QueryClient();
  const { result } = renderHook(() => useUsableCoupons(undefined, true), {
    wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
  expect(result.current).toEqual([]);
  expect(requests).toHaveLength(0);
});
