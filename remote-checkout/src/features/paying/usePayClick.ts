import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from './idempotencyKey';

/**
 * One click of 'pay' as one attempt: a fresh idempotency key per click, and no second attempt
 * while one runs (the ref stops a double click even before React redraws the disabled button).
 * `attempt` answers 'left' when the page is being left for a provider: the button stays busy.
 */
export function usePayClick(attempt: (idempotencyKey: string) => Promise<'left' | unknown>) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const click = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    let left = false;
    try {
      left = (await attempt(newIdempotencyKey())) === 'left';
    } finally {
      if (!left) {
        running.current = false;
        setBusy(false);
      }
    }
  }, [attempt]);
  return { busy, click };
}
