import { BUSINESS_TYPE } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { SLOW_PAY_WAYS } from '../../payments/payWayRules';

/** The customer-service configuration every visitor's shell reads (business type 8). */
const SERVICE_CONFIG = {
  deliveryMinutes: { min: 0, max: 15 },
  pollingIntervalMs: 30_000,
};

/** Public settings by business type; the answer is a list whose first item is a JSON string. */
export function anonymousBusinessSetting(businessTypeId: number): string[] {
  if (businessTypeId === BUSINESS_TYPE.SERVICE_CONFIG) return [JSON.stringify(SERVICE_CONFIG)];
  throw new ApiError(ResultCode.NO_DATA, 'No data');
}

/** Settings for signed-in customers; the public ones too. */
export function businessSetting(businessTypeId: number): string[] {
  if (businessTypeId === BUSINESS_TYPE.SLOW_PAY_LIST) return [JSON.stringify(SLOW_PAY_WAYS)];
  return anonymousBusinessSetting(businessTypeId);
}
