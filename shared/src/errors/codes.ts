/**
 * Server answer codes of the spec's error catalogue (section 8). Code 1 is success: the spec's
 * catalogue also names 1 "system error", but the envelope reserves 1 for success, so the server
 * reports unexpected failures as SYSTEM_RETRY (18) instead.
 *
 * Where the spec gives one meaning to several codes (e.g. 1005 and 1028 "wrong password"), the
 * first code gets the plain name and the others the same name followed by their number.
 * Where the spec describes a RANGE of codes without saying which code means what (3034 to 3046,
 * 5018 to 5024), the names carry only the group and the number, and every code of the range shows
 * the group's text; the per-code meaning is not in the spec and is not guessed here.
 */
export const ResultCode = {
  // Generic
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
  SYSTEM_RETRY_19: 19,
  SYSTEM_RETRY_20: 20,
  OPERATION_FAILED: 999,

  // Login and account
  NOTIFY_TOO_OFTEN: 103,
  WRONG_CODE_202: 202,
  PHONE_FORMAT_ERROR: 204,
  SMS_SEND_FAILED: 1003,
  LOGIN_TIMED_OUT: 1004,
  WRONG_PASSWORD: 1005,
  WRONG_CODE: 1006,
  EMAIL_FORMAT_ERROR: 1008,
  RESEND_WAIT: 1011,
  USER_NOT_FOUND: 1015,
  WRONG_CODE_1017: 1017,
  ACCOUNT_ALREADY_REGISTERED: 1021,
  LOGIN_TIMED_OUT_1022: 1022,
  PHONE_NOT_REGISTERED: 1027,
  WRONG_PASSWORD_1028: 1028,
  USER_BANNED: 1031,
  EMAIL_ALREADY_REGISTERED: 1036,
  CODE_EXPIRED: 1037,
  PHONE_INVALID: 1043,
  TOO_MANY_ATTEMPTS: 1044,
  TOO_MANY_ATTEMPTS_1045: 1045,

  // Orders and payment
  ORDER_CLOSED: 3011,
  TRANSACTION_MISSING_OR_PAID: 3012,
  SINGLE_ORDER_LIMIT_EXCEEDED: 3015,
  PRICE_CHANGED: 3016,
  PRODUCT_UNAVAILABLE: 3017,
  PAY_WAY_MISSING: 3019,
  CURRENCY_TYPE_MISSING: 3020,
  INSUFFICIENT_BALANCE: 3026,
  PRODUCT_CONFIG_CHANGED: 3031,
  COUPON_ABNORMAL: 3032,
  PAYMENT_STATE_3034: 3034,
  PAYMENT_STATE_3035: 3035,
  PAYMENT_STATE_3036: 3036,
  PAYMENT_STATE_3037: 3037,
  PAYMENT_STATE_3038: 3038,
  PAYMENT_STATE_3039: 3039,
  PAYMENT_STATE_3040: 3040,
  PAYMENT_STATE_3041: 3041,
  PAYMENT_STATE_3042: 3042,
  PAYMENT_STATE_3043: 3043,
  PAYMENT_STATE_3044: 3044,
  PAYMENT_STATE_3045: 3045,
  PAYMENT_STATE_3046: 3046,
  RISK_CONTROL: 3048,
  INSUFFICIENT_BALANCE_10049: 10049,

  // Custom forms
  FORM_ORDER_CLOSED: 5007,
  FORM_ALREADY_SUBMITTED: 5008,
  FORM_ALREADY_FILLED: 5010,
  FORM_CONTENT_UNREASONABLE: 5011,
  SINGLE_TRANSACTION_LIMIT: 5017,
  FORM_PRODUCT_CHECK_5018: 5018,
  FORM_PRODUCT_CHECK_5019: 5019,
  FORM_PRODUCT_CHECK_5020: 5020,
  FORM_PRODUCT_CHECK_5021: 5021,
  FORM_PRODUCT_CHECK_5022: 5022,
  FORM_PRODUCT_CHECK_5023: 5023,
  FORM_PRODUCT_CHECK_5024: 5024,
  DAILY_PAYMENT_LIMIT: 5025,

  // Other
  TOO_MANY_EXCHANGES: 4004,
  ILLEGAL_USER: 4005,
  WRONG_RECHARGE_AMOUNT: 7003,
  AMOUNT_MUST_BE_POSITIVE: 7004,
  REAL_NAME_ALREADY_VERIFIED: 8003,
  ID_AND_NAME_MISMATCH: 8004,
  ID_OR_NAME_FORMAT_ERROR: 8005,

  // Coupons
  COUPONS_USED_UP: 4006,
  COUPON_RECEIVE_LIMIT: 4007,

  // Client-side notice (HTTP status other than 200/201 on a level-1 call; the page reloads)
  CLIENT_RELOAD_NOTICE: -5015,
} as const;

export type ResultCodeName = keyof typeof ResultCode;
export type KnownResultCode = (typeof ResultCode)[ResultCodeName];

/** Every numeric code above, in declaration order (success included). */
export const ERROR_CODES: readonly KnownResultCode[] = Object.freeze(
  Object.values(ResultCode) as KnownResultCode[],
);

/** The text key of a server code in the locale files: "error" followed by the code. */
export function errorTextKey(code: number): string {
  return `error${code}`;
}
