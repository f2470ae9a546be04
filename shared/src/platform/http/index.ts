export { createHttpClient, RELOAD_GUARD_MS, RELOAD_GUARD_KEY, RELOAD_NOTICE_CODE } from './client';
export { REQUEST_TIMEOUT_MS } from './requestRules';
export type { HttpClient, HttpClientOptions } from './client';
export { configureHttp, httpClient, request } from './defaultClient';
export type { RequestConfig, RequestOptions, SilentOptions, CallLevel } from './types';
export type { ClientPorts, ToastOptions, ModalOptions } from './ports';
export { browserPorts, i18nextText, TOAST_DURATION_MS, TOAST_OFFSET } from './ports';
export {
  ApiError,
  HttpStatusError,
  PasswordChangedError,
  SessionExpiredError,
  TokenRefreshError,
  ignoreShownApiError,
} from './errors';
export type { ServerFailure } from './errors';
export { quoteLongIntegers, parseJsonKeepingLongNumbers, LONG_NUMBER_DIGITS } from './longNumbers';
export { withApiPrefix, fillPlaceholders, API_PREFIX } from './url';
export { DEFAULT_CACHE_TTL_MS } from './cache';
export { LoadingTracker } from './loading';
export type { LoadingListener } from './loading';
export { createTokenRefresher, basicAuth, TOKEN_PATH, REFRESH_FAILED_KEY, REFRESH_FAILED_TEXT } from './refresh';
export type { TokenRefresher } from './refresh';
export { DISTINCT_ID_KEY, INVITE_CODE_KEY, distinctId } from './headers';
