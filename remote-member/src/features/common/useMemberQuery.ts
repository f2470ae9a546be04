import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallDefinition, CallRequest, CallResponse } from '@topup/shared/contract';
import { ApiError, request, type RequestOptions } from '@topup/shared/http';
import { useSession } from '@topup/shared/session';

/** The first part of every member query key: invalidating it reads the customer's things again. */
export const MEMBER_QUERY_ROOT = 'member';

/**
 * A call about the signed-in customer's own things (orders, coupons, wallet): never from the HTTP
 * client's GET cache (they change with every payment), keyed by the session (its token) so another account in
 * the same tab never sees them, and not retried after a refusal (asking again gets the same answer).
 */
export function useMemberQuery<C extends CallDefinition>(
  call: C,
  payload: CallRequest<C>,
  options: {
    keepPrevious?: boolean;
    requestOptions?: Omit<RequestOptions, 'silent'>;
    /** Ask again after this many ms (false: not again), given the last answer and how many came. */
    refetchEvery?: (data: CallResponse<C> | undefined, answers: number) => number | false;
  } = {},
) {
  const token = useSession((state) => state.accessToken);
  return useQuery<CallResponse<C>, Error>({
    queryKey: [MEMBER_QUERY_ROOT, token, call.method, call.path, payload],
    // The generic call loses its payload type inside request's overloads; the signature above keeps it.
    queryFn: () => request(call as CallDefinition, payload, { cacheTtl: 0, ...options.requestOptions }) as Promise<CallResponse<C>>,
    // Signed out (the page is about to show its sign-in prompt): asking would only earn a 401,
    // which sends the visitor to /login.
    enabled: token !== '',
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
    // react-query pauses the interval while the tab is hidden.
    refetchInterval: options.refetchEvery && ((query) => options.refetchEvery!(query.state.data, query.state.dataUpdateCount)),
  });
}
