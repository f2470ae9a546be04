import { act, renderHook } from '@testing-library/react';
import { orderButtonStatusCall, orderDetailsCall, type OrderButtonStatus, type OrderDetail, type OrderStatus } from '@topup/shared/contract';
import { refuse, serveCalls, stubCall } from '@topup/shared/http/serveCalls';
import { TEST_ORDER_NO, testOrder } from '@topup/shared/testing';
import { LIVE_ORDER_DELAYS_MS, liveOrderDelayMs } from './liveOrderTiming';
import { useLiveOrder } from './useLiveOrder';

const ORDER_NO = TEST_ORDER_NO;

function detail(status: OrderStatus): OrderDetail {
  return testOrder({ status });
}

const allowed = (status: OrderStatus, pay: boolean): OrderButtonStatus => ({
  orderNo: ORDER_NO,
  status,
  pay,
  cancel: pay,
  refund: false,
  form: false,
  history: false,
  paymentConfirming: false,
  paymentPending: false,
});

/** Answers each look with the next status, repeating the last one. */
function serveStatuses(statuses: OrderStatus[]) {
  const queue = [...statuses];
  let current = queue[0] as OrderStatus;
  const served = serveCalls([
    stubCall(orderDetailsCall, () => {
      current = (queue.length > 1 ? queue.shift() : queue[0]) as OrderStatus;
      return detail(current);
    }),
    stubCall(orderButtonStatusCall, () => allowed(current, current === 0)),
  ]);
  return { looks: () => served.requests.filter((request) => request.call === orderDetailsCall).length };
}

async function flush() {
  await act(async () => {
    for (let index = 0; index < 50; index += 1) await Promise.resolve();
  });
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await flush();
}

describe('liveOrderDelayMs', () => {
  it('waits longer while nothing changes, never more than the 30 s polling interval', () => {
    const delays = Array.from({ length: 12 }, (_, round) => liveOrderDelayMs(round));
    expect(delays.slice(0, LIVE_ORDER_DELAYS_MS.length)).toEqual([...LIVE_ORDER_DELAYS_MS]);
    expect(delays.every((delay, index) => index === 0 || delay >= (delays[index - 1] as number))).toBe(true);
    expect(Math.max(...delays)).toBe(30_000);
  });
});

describe('useLiveOrder', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('looks again with backoff until the order completes, then stops', async () => {
    const api = serveStatuses([0, 0, 0, 2, 3]);
    const { result } = renderHook(() => useLiveOrder(ORDER_NO));
    await flush();
    expect(result.current.order?.status).toBe(0);
    expect(result.current.buttons?.pay).toBe(true);
    expect(api.looks()).toBe(1);
    await wait(LIVE_ORDER_DELAYS_MS[0] - 1);
    expect(api.looks()).toBe(1);
    await wait(1);
    expect(api.looks()).toBe(2);
    // Unchanged: the next wait is longer.
    await wait(LIVE_ORDER_DELAYS_MS[0]);
    expect(api.looks()).toBe(2);
    await wait(LIVE_ORDER_DELAYS_MS[1] - LIVE_ORDER_DELAYS_MS[0]);
    expect(api.looks()).toBe(3);
    await wait(LIVE_ORDER_DELAYS_MS[2]);
    expect(result.current.order?.status).toBe(2);
    expect(result.current.buttons?.pay).toBe(false);
    // It moved: the schedule starts again from the shortest wait.
    await wait(LIVE_ORDER_DELAYS_MS[0]);
    expect(result.current.order?.status).toBe(3);
    expect(result.current.following).toBe(false);
    const settledLooks = api.looks();
    await wait(5 * 60_000);
    expect(api.looks()).toBe(settledLooks);
  });

  it('pauses while the tab is hidden and looks at once when it is shown', async () => {
    const api = serveStatuses([2]);
    const { result } = renderHook(() => useLiveOrder(ORDER_NO));
    await flush();
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current.following).toBe(false);
    const looks = api.looks();
    await wait(120_000);
    expect(api.looks()).toBe(looks);
    hidden.mockReturnValue(false);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await flush();
    expect(api.looks()).toBe(looks + 1);
    expect(result.current.following).toBe(true);
    hidden.mockRestore();
  });

  it('stops and says so when the order is not the caller\'s', async () => {
    serveCalls([stubCall(orderDetailsCall, () => refuse(12)), stubCall(orderButtonStatusCall, () => refuse(12))]);
    const { result } = renderHook(() => useLiveOrder(ORDER_NO));
    await flush();
    expect(result.current.missing).toBe(true);
    expect(result.current.following).toBe(false);
  });
});
