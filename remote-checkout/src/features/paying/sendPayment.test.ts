import { payCall } from '@topup/shared/contract';
import { ApiError } from '@topup/shared/http';
import { offline, refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { ORDER_NO } from '../../testing/fixtures';
import { PAY_RETRY_DELAYS_MS, sendPayment } from './sendPayment';

const PAYLOAD = { orderNo: ORDER_NO, payWayId: 'CARDPAY_RU|RUB', idempotencyKey: 'a'.repeat(32), locale: 'ru' as const };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Runs the retries' waits; the outcome is caught at once so a rejection is never left unhandled. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  for (const delay of PAY_RETRY_DELAYS_MS) await jest.advanceTimersByTimeAsync(delay);
  return outcome;
}

it('sends a click again with the same key while no answer came back', async () => {
  const answers = [offline, refuse(2, 'still running'), { kind: 'done' as const, orderNo: ORDER_NO, payNo: 'P1', status: 2 as const }];
  const { requests } = serveCalls([stubCall(payCall, () => answers.shift() ?? offline)]);
  expect((await settle(sendPayment(payCall, PAYLOAD))).value).toMatchObject({ kind: 'done' });
  expect(requests.map((served) => served.payload.idempotencyKey)).toEqual([PAYLOAD.idempotencyKey, PAYLOAD.idempotencyKey, PAYLOAD.idempotencyKey]);
});

it('stops at a refusal the server decided and after the last retry', async () => {
  const refused = serveCalls([stubCall(payCall, refuse(3026, 'short'))]);
  expect((await settle(sendPayment(payCall, PAYLOAD))).error).toBeInstanceOf(ApiError);
  expect(refused.requests).toHaveLength(1);

  const lost = serveCalls([stubCall(payCall, offline)]);
  expect((await settle(sendPayment(payCall, PAYLOAD))).error).toMatchObject({ message: 'Network Error' });
  expect(lost.requests).toHaveLength(PAY_RETRY_DELAYS_MS.length + 1);
});
