import { MAX_ID } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';

/**
 * A catalogue id as the database's bigint, or null when no row can have it. The contract's idSchema
 * already refuses ids past MAX_ID at the door; this keeps the services safe for other callers.
 */
export function dbId(id: string): bigint | null {
  const value = BigInt(id);
  return value <= MAX_ID ? value : null;
}

/** The ids of a request that a row can have; the others name nothing. */
export function dbIds(ids: readonly string[]): bigint[] {
  return ids.map(dbId).filter((id): id is bigint => id !== null);
}

/** Code 12: the id, link suffix or key names nothing the storefront shows. */
export function noData(): ApiError {
  return new ApiError(ResultCode.NO_DATA, 'No data');
}

/** The row, or code 12 when there is none. */
export function found<T>(row: T | undefined): T {
  if (row === undefined) throw noData();
  return row;
}
