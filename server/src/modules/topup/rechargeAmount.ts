import { decimalToMinor, type CurrencyName } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';

/** Spec: a top-up amount has at most 8 digits (whole units). */
export const RECHARGE_MAX_DIGITS = 8;

/**
 * A top-up amount as typed, in minor units. Not a decimal, more than 8 whole digits, or finer than
 * the currency's minor unit: 7003 (wrong recharge amount); zero or below: 7004.
 */
export function rechargeAmountMinor(text: string, currencyName: CurrencyName): bigint {
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) throw new ApiError(ResultCode.WRONG_RECHARGE_AMOUNT, 'The top-up amount is not a number');
  const [, sign, whole = '', fraction = ''] = match;
  if (sign === '-' || /^0*$/.test(whole + fraction)) throw new ApiError(ResultCode.AMOUNT_MUST_BE_POSITIVE, 'The top-up amount must be above 0');
  if (whole.replace(/^0+/, '').length > RECHARGE_MAX_DIGITS) {
    throw new ApiError(ResultCode.WRONG_RECHARGE_AMOUNT, `The top-up amount has more than ${RECHARGE_MAX_DIGITS} digits`);
  }
  const minor = decimalToMinor(`${whole}${fraction ? `.${fraction}` : ''}`, currencyName);
  if (minor === null) throw new ApiError(ResultCode.WRONG_RECHARGE_AMOUNT, `The top-up amount is finer than a minor unit of ${currencyName}`);
  return minor;
}
