import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@topup/shared/http';
import { ResultCode } from '@topup/shared/errors';
import { Button, type ButtonProps } from './Button';
import styles from './SendCodeButton.module.css';

export interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /**
   * Sends the code; resolves with the seconds to wait before the next send (the server's
   * resendAfterSeconds). A rejection stops nothing but the send, except the 1011 answer ("wait
   * N seconds"), whose data.resendAfterSeconds starts the countdown too.
   */
  onSend(): Promise<number>;
  /** Key of the button text; default auth.sendCode. */
  labelKey?: string;
  /** Key of the countdown text, with {{seconds}}; default auth.resendIn. */
  countdownKey?: string;
}

/** Seconds to wait from a 1011 answer, or undefined for any other failure. */
export function resendSecondsOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== ResultCode.RESEND_WAIT) return undefined;
  const seconds = (error.data as { resendAfterSeconds?: unknown } | null)?.resendAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** Spec section 4: a send-code button that counts down in seconds before it can be used again. */
export function SendCodeButton({
  onSend,
  labelKey = 'auth.sendCode',
  countdownKey = 'auth.resendIn',
  disabled,
  className,
  variant = 'secondary',
  ...rest
}: SendCodeButtonProps) {
  const { t } = useTranslation();
  /** When the next send is allowed (ms since the epoch); 0 when it is allowed now. */
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const seconds = until > now ? Math.ceil((until - now) / 1000) : 0;
  const counting = seconds > 0;

  // Ticks once a second while counting; reading the clock (not counting ticks) keeps the number
  // right when a background tab's timers are slowed down.
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  function startCountdown(wait: number) {
    const start = Date.now();
    setNow(start);
    setUntil(wait > 0 ? start + Math.ceil(wait) * 1000 : 0);
  }

  async function send() {
    if (sending || counting) return;
    setSending(true);
    try {
      startCountdown(await onSend());
    } catch (error) {
      const wait = resendSecondsOf(error);
      if (wait !== undefined) startCountdown(wait);
    } finally {
      setSending(false);
    }
  }

  return (
    <Button
      {...rest}
      variant={variant}
      className={[styles.button, className].filter(Boolean).join(' ')}
      disabled={disabled || sending || counting}
      aria-busy={sending || undefined}
      onClick={send}
    >
      <span aria-live="polite">{counting ? t(countdownKey, { seconds }) : t(labelKey)}</span>
    </Button>
  );
}
