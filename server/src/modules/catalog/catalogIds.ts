import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';

/** The largest PostgreSQL bigint; the contract lets ids have 19 digits, which can exceed it. */
const BIGINT_MAX = 9_223_372_036_854_775_807n;

/** A catalogue id of a request as the database's bigint, or null when no row can have it. */
export function dbId(id: string): bigint | null {
  const value = BigInt(id);
  return value <= BIGINT_MAX ? value : null;
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
