import { errorTextKey, ResultCode } from '@topup/shared/errors';

/**
 * Every message a validation rule can produce. Each is a translation KEY of the locale files
 * (nested under "validation", or a server error text "error<code>"), never a sentence: forms pass
 * it to t() so the user reads it in their locale.
 */
export const ValidationMessage = {
  required: 'validation.required',
  emailInvalid: 'validation.emailInvalid',
  phoneInvalid: 'validation.phoneInvalid',
  passwordInvalid: 'validation.passwordInvalid',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  codeInvalid: 'validation.codeInvalid',
  amountInvalid: 'validation.amountInvalid',
  /** Amount zero or negative: the server's own text for code 7004. */
  amountNotPositive: errorTextKey(ResultCode.AMOUNT_MUST_BE_POSITIVE),
  amountTooManyDigits: 'validation.amountTooManyDigits',
  amountTooManyDecimals: 'validation.amountTooManyDecimals',
  cpfInvalid: 'validation.cpfInvalid',
  couponInvalid: 'validation.couponInvalid',
  quantityInvalid: 'validation.quantityInvalid',
  quantityTooLarge: 'validation.quantityTooLarge',
  dateInvalid: 'validation.dateInvalid',
  periodStartAfterEnd: 'validation.periodStartAfterEnd',
  periodTooLong: 'validation.periodTooLong',
  termsRequired: 'validation.termsRequired',
  payWayRequired: 'validation.payWayRequired',
} as const;

export type ValidationMessageKey = (typeof ValidationMessage)[keyof typeof ValidationMessage];

/** All message keys, for tests that check every locale has them. */
export const VALIDATION_MESSAGE_KEYS: readonly ValidationMessageKey[] = Object.freeze(
  Object.values(ValidationMessage),
);
