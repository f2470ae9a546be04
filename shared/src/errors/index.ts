export { ResultCode, errorTextKey } from './codes';
export type { ResultCodeName, KnownResultCode } from './codes';
