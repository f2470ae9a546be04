import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_LOCALE,
  isLocale,
  type CallDefinition,
  type CallRequest,
  type CallResponse,
  type Locale,
} from '@topup/shared/contract';
import { ApiError, request, type RequestOptions } from '@topup/shared/http';
import { useSession } from '@topup/shared/session';
import { earlyAnswerOptions } from './earlyAnswer';
import { customerQueryKey } from './useCustomerQuery';

/** The visitor's current locale (the storefront whose texts and prices the page shows). */
export function useLocale(): Locale {
  const locale = useSession((state) => state.locale);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** A call's payload without the locale, which the hook adds. */
export type PayloadWithoutLocale<C> = Omit<CallRequest<C>, 'locale'>;

export interface LocaleQueryOptions {
  /** false: wait (e.g. until an id is known). */
  enabled?: boolean;
  /** Keep showing the previous page's data while the next page loads (pagers). */
  keepPrevious?: boolean;
  requestOptions?: Omit<RequestOptions, 'silent'>;
}

/** One query key per call, locale and payload: a locale switch never shows another's texts or prices. */
export function localeQueryKey(call: Pick<CallDefinition, 'method' | 'path'>, locale: Locale, payload: object): readonly unknown[] {
  return ['call', call.method, call.path, locale, payload];
}

/**
 * A call whose answer depends on the locale (texts, prices), through react-query: the payload
 * carries the current locale and the cache is keyed by it. A customer's call (a price, saved
 * players) is keyed by the session as well, as a customer query: sign-out keeps the cache, and the
 * next account in the tab must not see the last one's answers. A refusal by the server (ApiError)
 * is not retried, since asking again gets the same answer; a network failure is retried once.
 */
export function useLocaleQuery<C extends CallDefinition>(call: C, payload: PayloadWithoutLocale<C>, options: LocaleQueryOptions = {}) {
  const locale = useLocale();
  const customerCall = call.access === 'user';
  // A public call follows no token, so a token refresh re-renders none of the catalogue's queries.
  const token = useSession((state) => (customerCall ? state.accessToken : ''));
  const enabled = options.enabled ?? true;
  const requestOptions = options.requestOptions ?? {};
  return useQuery<CallResponse<C>, Error>({
    queryKey: customerCall ? customerQueryKey(call, token, { ...payload, locale }) : localeQueryKey(call, locale, payload),
    // The generic call loses its payload type inside request's overloads; the signature above keeps it.
    queryFn: () => request(call as CallDefinition, { ...payload, locale }, requestOptions) as Promise<CallResponse<C>>,
    enabled,
    // A customer's call (a price) may be among the early calls. A public one never is, and its
    // inline first answer sets its own freshness (firstAnswers.ts), which these options would replace.
    ...(customerCall ? earlyAnswerOptions<CallResponse<C>>(call, { ...payload, locale }, requestOptions, enabled) : {}),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
  });
}
