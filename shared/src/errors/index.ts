export { ResultCode, ERROR_CODES, errorTextKey } from './codes';
export type { ResultCodeName, KnownResultCode } from './codes';
