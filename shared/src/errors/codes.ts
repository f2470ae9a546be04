/**
 * Server answer codes of the spec's error catalogue (section 8). Code 1 is success: the spec's
 * catalogue also names 1 "system error", but the envelope reserves 1 for success, so the server
 * reports unexpected failures as SYSTEM_RETRY (18) instead.
 */
export const ResultCode = {
  SUCCESS: 1,
  UNKNOWN: 0,
  DO_NOT_REPEAT_CLICK: 2,
  MISSING_PARAMETER: 10,
  PARAMETER_ERROR: 11,
  NO_DATA: 12,
  DATA_EXISTS: 13,
  DATA_OVERFLOW: 14,
  OPERATION_NOT_ALLOWED: 15,
  CANNOT_REPEAT: 16,
  FUNCTION_UNAVAILABLE: 17,
  SYSTEM_RETRY: 18,
  OPERATION_FAILED: 999,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type KnownResultCode = (typeof ResultCode)[ResultCodeName];

/** The text key of a server code in the locale files: "error" followed by the code. */
export function errorTextKey(code: number): string {
  return `error${code}`;
}
