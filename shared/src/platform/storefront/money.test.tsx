import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Storefront } from '@topup/shared/contract';
import { configureHttp } from '@topup/shared/http';
import { sessionStore } from '@topup/shared/session';
import { formatMoney, moneyFormatOf, useFormatMoney } from '@topup/shared/storefront';
import { testStorefront } from '@topup/shared/testing';

/** Intl separates groups with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const storefront = (overrides: Partial<Storefront>): Storefront => testStorefront({ payWays: ['CARDPAY_RU'], features: [], ...overrides });

const RU = storefront({});
const BR = storefront({ locale: 'br', language: 'pt-BR', currencyName: 'BRL', currencySymbol: 'R$' });
const MX = storefront({ locale: 'mx', language: 'es-MX', currencyName: 'MXN', currencySymbol: '$' });
const EN = storefront({ locale: 'en', language: 'en', currencyName: 'USD', currencySymbol: '$' });
const ME = storefront({ locale: 'me', language: 'en', currencyName: 'SAR', currencySymbol: 'SAR' });

describe('formatMoney', () => {
  it('writes integer minor units in each storefront’s way', () => {
    expect(plain(formatMoney({ currencyName: 'RUB', amount: 123450 }, { language: 'ru', minorDigits: 2 }))).toBe('1 234,50 ₽');
    expect(plain(formatMoney({ currencyName: 'BRL', amount: 123450 }, { language: 'pt-BR', minorDigits: 2 }))).toBe('R$ 1.234,50');
    expect(formatMoney({ currencyName: 'MXN', amount: 123450 }, { language: 'es-MX', minorDigits: 2 })).toBe('$1,234.50 MXN');
    expect(formatMoney({ currencyName: 'USD', amount: 99 }, { language: 'en', minorDigits: 2 })).toBe('$0.99');
    expect(plain(formatMoney({ currencyName: 'SAR', amount: 500 }, { language: 'en', minorDigits: 2 }))).toBe('SAR 5.00');
  });

  it('is exact up to the largest safe integer', () => {
    expect(plain(formatMoney({ currencyName: 'RUB', amount: Number.MAX_SAFE_INTEGER }, { language: 'ru', minorDigits: 2 }))).toBe('90 071 992 547 409,91 ₽');
    expect(formatMoney({ currencyName: 'USD', amount: 1 }, { language: 'en', minorDigits: 2 })).toBe('$0.01');
    expect(formatMoney({ currencyName: 'USD', amount: 0 }, { language: 'en', minorDigits: 2 })).toBe('$0.00');
  });

  it('honours other minor digits', () => {
    expect(formatMoney({ currencyName: 'JPY', amount: 1500 }, { language: 'en', minorDigits: 0 })).toBe('¥1,500');
    expect(formatMoney({ currencyName: 'USD', amount: 12345 }, { language: 'en', minorDigits: 3 })).toBe('$12.345');
  });

  it('writes a code Intl does not know after the number', () => {
    expect(formatMoney({ currencyName: 'USDT', amount: 1250000 }, { language: 'en', minorDigits: 6 })).toBe('1.250000 USDT');
  });
});

describe('moneyFormatOf', () => {
  it('takes the language of the current storefront and the digits of the currency’s seller', () => {
    expect(moneyFormatOf('RUB', RU, [RU, BR])).toEqual({ language: 'ru', minorDigits: 2 });
    expect(moneyFormatOf('USDT', EN, [RU, storefront({ currencyName: 'USDT', minorDigits: 6 })])).toEqual({ language: 'en', minorDigits: 6 });
  });
  it('falls back to 2 digits and the browser’s language before the settings arrive', () => {
    expect(moneyFormatOf('RUB', undefined)).toEqual({ language: undefined, minorDigits: 2 });
  });
});

describe('useFormatMoney', () => {
  beforeAll(() => {
    configureHttp({
      adapter: async (config) => ({
        data: JSON.stringify({ code: 1, data: [RU, MX, BR, EN, ME], message: 'success' }),
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      }),
    });
  });
  afterEach(() => act(() => sessionStore.getState().setLocale('ru')));

  function wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
  }

  it('formats in the current locale’s storefront, and follows a switch', async () => {
    act(() => sessionStore.getState().setLocale('br'));
    const { result } = renderHook(() => useFormatMoney(), { wrapper });
    await waitFor(() => expect(plain(result.current({ currencyName: 'BRL', amount: 1990 }))).toBe('R$ 19,90'));
    act(() => sessionStore.getState().setLocale('ru'));
    expect(plain(result.current({ currencyName: 'RUB', amount: 1990 }))).toBe('19,90 ₽');
  });
});
