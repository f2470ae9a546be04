/** Business limits of the spec (section 9) that validation enforces. */

/** The fewest units of a SKU an order line holds. */
export const MIN_PURCHASE_QUANTITY = 1;
/** One purchase never exceeds this many items (spec 9; server code 5017). */
export const SINGLE_TRANSACTION_ITEM_LIMIT = 1000;
/** A Brazilian CPF has 11 digits (spec 9). */
export const CPF_LENGTH = 11;
/** The invitation statistics may be queried for at most this many months (spec 9). */
export const INVITATION_PERIOD_MAX_MONTHS = 12;
/** A recharge amount has at most this many digits before the decimal point (spec 9). */
export const RECHARGE_MAX_DIGITS = 8;
/** A recharge amount has at most this many digits after the decimal point (money, 2 places). */
export const RECHARGE_MAX_DECIMALS = 2;
/** A verification code is exactly this many digits. */
export const VERIFICATION_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
export const COUPON_CODE_MIN_LENGTH = 4;
export const COUPON_CODE_MAX_LENGTH = 32;
