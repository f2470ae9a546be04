import { useCallback, useEffect, useState } from 'react';
import { createPollingLoop } from '@topup/shared/commonState';
import type { OrderNo, PayOrderStatus } from '@topup/shared/contract';
import { readPayOrderStatus } from './api';
import { isSettled, resultPhaseOf } from './resultPhase';

/** How often the result page asks about the order: a few seconds, as providers confirm within a minute or so. */
export const POLL_INTERVAL_MS = 3000;
/** One round of waiting; then the page asks whether to keep waiting instead of polling forever. */
export const WAIT_ROUND_MS = 2 * 60_000;
/** Refusals in a row (no such order, a server failing) after which the page stops and says so. */
export const MAX_REFUSALS = 3;

/**
 * The order's payment and delivery status, polled with the shared polling loop until it is
 * settled, the round of waiting is over, or the server keeps refusing. Refusals stay silent: a
 * toast every few seconds would drown the page.
 */
export function usePayOrderStatus(orderNo: OrderNo) {
  const [status, setStatus] = useState<PayOrderStatus>();
  const [offline, setOffline] = useState(false);
  const [refused, setRefused] = useState(false);
  const [polling, setPolling] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let active = true;
    let refusals = 0;
    const startedAt = Date.now();
    const loop = createPollingLoop(async () => {
      let settled = false;
      try {
        const answer = await readPayOrderStatus(orderNo);
        if (!active) return;
        setOffline(false);
        if (answer === true) {
          refusals += 1;
          settled = refusals >= MAX_REFUSALS;
          setRefused(settled);
        } else {
          refusals = 0;
          setStatus(answer);
          settled = isSettled(resultPhaseOf(answer));
        }
      } catch {
        if (active) setOffline(true);
      }
      if (active && (settled || Date.now() - startedAt >= WAIT_ROUND_MS)) {
        loop.stop();
        setPolling(false);
      }
    }, POLL_INTERVAL_MS);
    setPolling(true);
    setRefused(false);
    loop.start();
    return () => {
      active = false;
      loop.stop();
    };
  }, [orderNo, round]);

  const keepWaiting = useCallback(() => setRound((current) => current + 1), []);
  return { status, offline, refused, polling, keepWaiting, update: setStatus };
}
