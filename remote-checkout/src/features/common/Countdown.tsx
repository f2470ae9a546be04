import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Countdown.module.css';

function remaining(deadline: number): number {
  return Math.max(0, deadline - Date.now());
}

function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Time left to pay an order (mm:ss, tabular figures), ticking once a second; `onEnd` runs once
 * when it reaches zero. Screen readers hear it only when asked (no live region every second).
 */
export function Countdown({ deadline, onEnd }: { deadline: number; onEnd?(): void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => remaining(deadline));
  useEffect(() => {
    setLeft(remaining(deadline));
    const timer = setInterval(() => {
      const next = remaining(deadline);
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        onEnd?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, onEnd]);
  return (
    <p className={styles.countdown}>
      {left > 0 ? t('checkout.countdown.left') : t('checkout.countdown.over')}{' '}
      {left > 0 ? <time className={styles.clock}>{clock(left)}</time> : null}
    </p>
  );
}
