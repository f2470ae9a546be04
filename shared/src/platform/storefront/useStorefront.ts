import { useQuery } from '@tanstack/react-query';
import { currencySettingsCall, SHELL_REQUESTS, type Feature, type Storefront } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { useSession } from '@topup/shared/session';

/** The react-query key of the storefront settings (tests put their own storefronts under it). */
export const STOREFRONTS_QUERY_KEY = ['setting', 'storefronts'] as const;

/** Every storefront (locale, currency, pay ways, features) as the server's settings give them. */
export function useStorefronts() {
  return useQuery({
    queryKey: STOREFRONTS_QUERY_KEY,
    queryFn: () => request(currencySettingsCall, SHELL_REQUESTS.storefronts),
    staleTime: Infinity,
  });
}

/** The storefront of the visitor's current locale, once loaded. */
export function useStorefront(): Storefront | undefined {
  const locale = useSession((state) => state.locale);
  return useStorefronts().data?.find((storefront) => storefront.locale === locale);
}

/**
 * Whether the current storefront offers a feature (coupon, evaluate, balance). Until the settings
 * arrive the answer is no, so nothing a locale lacks flashes on screen.
 */
export function useFeature(feature: Feature): boolean {
  return useStorefront()?.features.includes(feature) ?? false;
}
