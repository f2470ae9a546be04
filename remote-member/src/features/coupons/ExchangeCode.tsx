import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { Button, showToast, TextField } from '@topup/shared/ui';
import { couponCodeSchema, loadZod } from '@topup/shared/validation';
import common from '../common/member.module.css';
import { exchangeCouponCode } from './api';
import styles from './coupons.module.css';

/**
 * Refusals told under the field in the customer's language (spec, section 8): 12 an unknown or
 * expired code (the generic 'no data' would say little), 4004 too many tries, 4006 used up, 4007 limit.
 */
const EXCHANGE_CODES: readonly number[] = [ResultCode.NO_DATA, ResultCode.TOO_MANY_EXCHANGES, ResultCode.COUPONS_USED_UP, ResultCode.COUPON_RECEIVE_LIMIT];

/** Exchanging a code (WELCOME100) for a coupon; the list is read again once it is added. */
export function ExchangeCode({ onExchanged }: { onExchanged(): void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    await loadZod();
    const parsed = couponCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.couponInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await exchangeCouponCode(parsed.data, EXCHANGE_CODES);
      setCode('');
      showToast({ message: t('coupon.exchange.success'), type: 'success' });
      onExchanged();
    } catch (failure) {
      // Other refusals have been shown by the client already.
      if (failure instanceof ApiError && EXCHANGE_CODES.includes(failure.code)) setError(failure.code === ResultCode.NO_DATA ? t('member.coupons.unknownCode') : t(`error${failure.code}`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={common.card} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={common.cardTitle}>{t('member.coupons.exchangeTitle')}</h2>
      <div className={styles.exchange}>
        <TextField
          label={t('coupon.exchange.label')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
        />
        <Button type="submit" disabled={busy}>
          {t('coupon.exchange.button')}
        </Button>
      </div>
    </form>
  );
}
