import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_REASON_MAX, type AfterSaleDetail, type RefundDetail, type RefundPath } from '@topup/shared/contract/afterSale';
import { ApiError } from '@topup/shared/http';
import { useFormatMoney } from '@topup/shared/storefront';
import { Button, Dialog } from '@topup/shared/ui';
import { applyRefund } from './api';
import styles from './afterSale.module.css';

export interface RefundDialogProps {
  orderNo: string;
  detail: RefundDetail;
  open: boolean;
  onClose(): void;
  /** The request was made (approved at once where the store approves by itself). */
  onRequested(afterSale: AfterSaleDetail): void;
}

/**
 * The refund request: a reason and where the money goes, then a confirmation naming the amount,
 * the path and the order; a refusal is worded in place in the customer's locale.
 */
export function RefundDialog({ orderNo, detail, open, onClose, onRequested }: RefundDialogProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [reason, setReason] = useState('');
  const [path, setPath] = useState<RefundPath | undefined>(detail.refundPaths[0]);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const amount = formatMoney(detail.refundableAmount);

  function next(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    const problem = trimmed === '' ? t('afterSale.dialog.reasonRequired') : trimmed.length > REFUND_REASON_MAX ? t('afterSale.dialog.reasonTooLong') : null;
    setReasonError(problem);
    if (!problem) setConfirming(true);
  }

  async function send() {
    if (sending) return;
    setSending(true);
    setRefusal(null);
    try {
      onRequested(await applyRefund({ orderNo, reason: reason.trim(), refundPath: path }));
    } catch (error) {
      // Codes outside the quiet ones were already shown by the client.
      if (error instanceof ApiError) setRefusal(t(`error${error.code}`, { defaultValue: error.message }));
      setConfirming(false);
    } finally {
      setSending(false);
    }
  }

  const actions = confirming ? (
    <>
      <Button variant="secondary" onClick={() => setConfirming(false)} disabled={sending}>
        {t('afterSale.dialog.back')}
      </Button>
      <Button onClick={() => void send()} disabled={sending} aria-busy={sending}>
        {sending ? t('afterSale.dialog.sending') : t('afterSale.dialog.confirm')}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('afterSale.dialog.cancel')}
      </Button>
      <Button type="submit" form="refund-form">
        {t('afterSale.dialog.next')}
      </Button>
    </>
  );

  return (
    <Dialog open={open} title={t('afterSale.dialog.title')} onClose={onClose} actions={actions} closeOnBackdrop={!sending}>
      {confirming ? (
        <p className={styles.confirm}>{t('afterSale.dialog.confirmText', { amount, path: path === undefined ? '' : t(`afterSale.path.${path}`), orderNo })}</p>
      ) : (
        <form id="refund-form" className={styles.form} onSubmit={next} noValidate>
          <p>{t('afterSale.dialog.amount', { amount })}</p>
          <div className={styles.field}>
            <label htmlFor="refund-reason" className={styles.label}>
              {t('afterSale.dialog.reasonLabel')}
            </label>
            <textarea
              id="refund-reason"
              className={styles.reason}
              value={reason}
              rows={3}
              maxLength={REFUND_REASON_MAX + 50}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby="refund-reason-note"
              onChange={(event) => setReason(event.target.value)}
            />
            <p id="refund-reason-note" className={reasonError ? styles.error : styles.hint}>
              {reasonError ?? t('afterSale.dialog.reasonHint')}
            </p>
          </div>
          {detail.refundPaths.length > 1 ? (
            <fieldset className={styles.paths}>
              <legend className={styles.label}>{t('afterSale.dialog.pathLegend')}</legend>
              {detail.refundPaths.map((choice) => (
                <label key={choice} className={styles.path}>
                  <input type="radio" name="refund-path" value={choice} checked={path === choice} onChange={() => setPath(choice)} />
                  <span>{t(`afterSale.path.${choice}`)}</span>
                </label>
              ))}
            </fieldset>
          ) : path !== undefined ? (
            <p className={styles.hint}>
              {t('afterSale.where')}: {t(`afterSale.path.${path}`)}
            </p>
          ) : null}
        </form>
      )}
      {refusal ? (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
    </Dialog>
  );
}
