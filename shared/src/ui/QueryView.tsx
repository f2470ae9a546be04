import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './StateMessage';

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  /** Skeletons at the size of the content. */
  loading: ReactNode;
  /** Shown instead of the content when isEmpty says there is nothing. */
  empty?: ReactNode;
  isEmpty?(data: T): boolean;
  /** Replaces the default error state (e.g. a smaller one inside a section). */
  error?(retry: () => void): ReactNode;
  children(data: T): ReactNode;
}

/**
 * The four states of loaded data in one place: loading skeletons, an error with retry, empty,
 * and the content. Data already on screen stays while a refetch fails.
 */
export function QueryView<T>({ query, loading, empty, isEmpty, error, children }: QueryViewProps<T>) {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    if (query.isError) return <>{error ? error(retry) : <ErrorState onRetry={retry} />}</>;
    return <>{loading}</>;
  }
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
