import type { CallRequest, PayResult, payCall, rePayCall } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError, HttpStatusError, PasswordChangedError, SessionExpiredError, TokenRefreshError, request } from '@topup/shared/http';

/** Waits before the retries of one click: the same key goes out again, so a retry cannot pay twice. */
export const PAY_RETRY_DELAYS_MS = [1000, 2500] as const;

/**
 * Whether a failed pay call may simply be sent again with its key: no answer at all (network,
 * time-out), a server that failed (5xx), or code 2 (the first call with this key is still running).
 * A refusal the server decided (any other code) or a lost session is final.
 */
function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === ResultCode.DO_NOT_REPEAT_CLICK;
  if (error instanceof HttpStatusError) return error.status >= 500;
  return !(error instanceof SessionExpiredError || error instanceof PasswordChangedError || error instanceof TokenRefreshError);
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

type PayCall = typeof payCall | typeof rePayCall;

/**
 * Sends one pay attempt (pay or rePay), repeating it with the same idempotency key while the
 * outcome is unknown. Code 2 stays quiet during the retries: it only means "still working".
 */
export async function sendPayment(call: PayCall, payload: CallRequest<PayCall>): Promise<PayResult> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await request(call, payload, { quietCodes: [ResultCode.DO_NOT_REPEAT_CLICK] });
    } catch (error) {
      const delay = PAY_RETRY_DELAYS_MS[retry];
      if (delay === undefined || !isRetryable(error)) throw error;
      await pause(delay);
    }
  }
}

/** The outcome of a pay call is unknown (no answer): the result page asks the server what happened. */
export function isUnknownOutcome(error: unknown): boolean {
  return isRetryable(error);
}
