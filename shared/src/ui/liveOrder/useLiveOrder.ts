import { useCallback, useEffect, useRef, useState } from 'react';
import { orderButtonStatusCall, orderDetailsCall, type OrderButtonStatus, type OrderDetail, type OrderNo } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError, request } from '@topup/shared/http';
import { isOrderSettled, liveOrderDelayMs } from './liveOrderTiming';

export interface LiveOrder {
  order: OrderDetail | undefined;
  /** What the server allows now; undefined until its first answer. */
  buttons: OrderButtonStatus | undefined;
  /** The order is not the caller's or does not exist (code 12). */
  missing: boolean;
  /** The last look failed for another reason; the following goes on. */
  failed: boolean;
  /** Still following (false once settled, or while the tab is hidden). */
  following: boolean;
  /** Looks again now, e.g. after a cancel, and follows again if the order moves. */
  refresh(): void;
}

/**
 * Follows one of the caller's orders while it moves: the detail and what it allows, read together,
 * again after each wait of liveOrderDelayMs; stops when the order settles, pauses while the tab is
 * hidden and looks at once when it is shown again.
 */
export function useLiveOrder(orderNo: OrderNo): LiveOrder {
  const [order, setOrder] = useState<OrderDetail>();
  const [buttons, setButtons] = useState<OrderButtonStatus>();
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [following, setFollowing] = useState(true);
  const [round, setRound] = useState(0);
  const lookNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unchanged = 0;
    let lastStatus: number | undefined;
    let looking = false;

    const schedule = () => {
      clearTimeout(timer);
      if (!active || document.hidden) return;
      timer = setTimeout(() => void look(), liveOrderDelayMs(unchanged));
    };

    async function look(): Promise<void> {
      if (!active || looking) return;
      looking = true;
      clearTimeout(timer);
      try {
        const options = { cacheTtl: 0, quietCodes: [ResultCode.NO_DATA] } as const;
        const [detail, allowed] = await Promise.all([request(orderDetailsCall, { orderNo }, options), request(orderButtonStatusCall, { orderNo }, options)]);
        if (!active) return;
        setOrder(detail);
        setButtons(allowed);
        setFailed(false);
        unchanged = detail.status === lastStatus ? unchanged + 1 : 0;
        lastStatus = detail.status;
        if (isOrderSettled(detail.status)) {
          setFollowing(false);
          return;
        }
      } catch (error) {
        if (!active) return;
        if (error instanceof ApiError && error.code === ResultCode.NO_DATA) {
          setMissing(true);
          setFollowing(false);
          return;
        }
        setFailed(true);
        unchanged += 1;
      } finally {
        looking = false;
      }
      setFollowing(!document.hidden);
      schedule();
    }

    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(timer);
        setFollowing(false);
      } else {
        unchanged = 0;
        void look();
      }
    };
    lookNow.current = () => {
      unchanged = 0;
      void look();
    };
    document.addEventListener('visibilitychange', onVisibility);
    void look();
    return () => {
      active = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [orderNo, round]);

  const refresh = useCallback(() => {
    if (following) lookNow.current();
    else setRound((current) => current + 1);
  }, [following]);

  return { order, buttons, missing, failed, following, refresh };
}
