import { useEffect, useState } from 'react';
import { ORDER_STATUS, type OrderDetail } from '@topup/shared/contract';

const SECOND_MS = 1_000;

export interface DeliveryCountdown {
  /** When the product's promise runs out (paid time plus its promised maximum); null when no delivery is awaited. */
  dueAt: number | null;
  /** Whole seconds left, 0 once the promise ran out. */
  secondsLeft: number;
  /** The delivery is awaited and its promise ran out. */
  late: boolean;
}

/** The countdown of an order in delivery, ticking every second until the promise runs out. */
export function useDeliveryCountdown(order: OrderDetail): DeliveryCountdown {
  const dueAt =
    order.status === ORDER_STATUS.IN_PROGRESS && order.payTime !== null ? order.payTime + order.product.deliveryMinutes.max * 60_000 : null;
  const [now, setNow] = useState(() => Date.now());
  const running = dueAt !== null && now < dueAt;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [running]);
  const secondsLeft = dueAt === null ? 0 : Math.max(0, Math.ceil((dueAt - now) / SECOND_MS));
  return { dueAt, secondsLeft, late: dueAt !== null && secondsLeft === 0 };
}

/** 7:05, 0:09: minutes and seconds of a countdown. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
