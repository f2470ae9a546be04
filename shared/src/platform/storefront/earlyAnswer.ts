import type { Query } from '@tanstack/react-query';
import type { CallDefinition } from '@topup/shared/contract';
import { httpClient, type RequestOptions } from '@topup/shared/http';

/**
 * How long an answer of the page's early calls counts as just asked: it stands in for the first
 * render's request (its own and its siblings' in the same render), not for a later visit's.
 */
export const EARLY_ANSWER_FRESH_MS = 5_000;

/**
 * useQuery options for a signed-in page's call: when the page's early calls (sent by index.html)
 * already hold its successful answer, the query starts with it, so the first render shows the data
 * instead of a skeleton that the answer replaces a moment later. Any answer a request brings after
 * it is stale at once, as before.
 */
export function earlyAnswerOptions<T>(call: CallDefinition, payload: Record<string, unknown>, requestOptions: RequestOptions, enabled: boolean) {
  return {
    initialData: enabled ? () => httpClient().answeredEarly(call, payload, requestOptions)?.data as T | undefined : undefined,
    staleTime: (query: Query<T, Error, T, readonly unknown[]>) => (query.state.dataUpdateCount === 0 ? EARLY_ANSWER_FRESH_MS : 0),
  };
}
