import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CallDefinition, CallRequest, CallResponse } from '@topup/shared/contract';
import { ApiError, request, type RequestOptions } from '@topup/shared/http';
import { onLogout, useSession } from '@topup/shared/session';
import { earlyAnswerOptions } from './earlyAnswer';

/** The first part of every customer query key: invalidating it reads the customer's things again. */
export const CUSTOMER_QUERY_ROOT = 'customer';

/**
 * One query key per session, call and payload (the customer's own things). Public, locale-bound
 * answers use localeQueryKey: ['call', method, path, locale, payload]. Both start with their
 * scope, then name the call the same way.
 */
export function customerQueryKey(call: CallDefinition, token: string, payload: object): readonly unknown[] {
  return [CUSTOMER_QUERY_ROOT, token, call.method, call.path, payload];
}

/**
 * Sign-out drops every customer answer from the page's query client: keyed by the session, none
 * would be shown to the next account, but none should stay in the memory of a shared computer.
 */
export function forgetCustomerAnswersOnLogout(queryClient: QueryClient): () => void {
  return onLogout(() => queryClient.removeQueries({ queryKey: [CUSTOMER_QUERY_ROOT] }));
}

/**
 * A call about the signed-in customer's own things (orders, coupons, wallet), for every remote: never from the HTTP
 * client's GET cache (they change with every payment), keyed by the session (its token) so another account in
 * the same tab never sees them, and not retried after a refusal (asking again gets the same answer).
 */
export function useCustomerQuery<C extends CallDefinition>(
  call: C,
  payload: CallRequest<C>,
  options: {
    keepPrevious?: boolean;
    /** false: not yet (a choice it depends on is not made). */
    enabled?: boolean;
    requestOptions?: Omit<RequestOptions, 'silent'>;
    /** Ask again after this many ms (false: not again), given the last answer and how many came. */
    refetchEvery?: (data: CallResponse<C> | undefined, answers: number) => number | false;
  } = {},
) {
  const token = useSession((state) => state.accessToken);
  const requestOptions = { cacheTtl: 0, ...options.requestOptions };
  // Signed out (the page is about to show its sign-in prompt): asking would only earn a 401,
  // which sends the visitor to /login.
  const enabled = token !== '' && (options.enabled ?? true);
  return useQuery<CallResponse<C>, Error>({
    queryKey: customerQueryKey(call, token, payload),
    // The generic call loses its payload type inside request's overloads; the signature above keeps it.
    queryFn: () => request(call as CallDefinition, payload, requestOptions) as Promise<CallResponse<C>>,
    enabled,
    ...earlyAnswerOptions<CallResponse<C>>(call, payload, requestOptions, enabled),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
    // react-query pauses the interval while the tab is hidden.
    refetchInterval: options.refetchEvery && ((query) => options.refetchEvery!(query.state.data, query.state.dataUpdateCount)),
  });
}
