import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@topup/shared/contract';
import type { FormSubmission, FormValues, formInfoCall } from '@topup/shared/contract/form';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { Button, Dialog, SelectField, TextField, showToast } from '@topup/shared/ui';
import { submitOrderForm } from './api';
import { fieldError, imageCountError, submittedValue, type DraftValue } from './fieldRules';
import { ImageField, type ImageEntry } from './ImageField';
import styles from './forms.module.css';

type FormInfo = CallResponse<typeof formInfoCall>;

/** What a modified form starts from: the answers of the submission it replaces (images are uploaded again). */
function startingDrafts(info: FormInfo): Record<string, DraftValue> {
  const values = info.latest?.values ?? {};
  return Object.fromEntries(
    info.fields.flatMap((field) => {
      const value = values[field.key];
      return field.type === 'image' || value === undefined || Array.isArray(value) ? [] : [[field.key, String(value)]];
    }),
  );
}

interface FormFillProps {
  info: FormInfo;
  /** The form was sent, or the server says the page is stale: read it again. */
  onDone(submission: FormSubmission | null): void;
}

/** Filling the form: every field with its rule checked as the buyer goes, images uploaded one by one; sending waits for the uploads. */
export function FormFill({ info, onDone }: FormFillProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Record<string, DraftValue>>(() => startingDrafts(info));
  const [images, setImages] = useState<Record<string, ImageEntry[]>>({});
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [repeatOf, setRepeatOf] = useState<FormSubmission | null>(null);

  const errors: Record<string, string | undefined> = Object.fromEntries(
    info.fields.map((field) => [
      field.key,
      field.type === 'image'
        ? imageCountError(field, (images[field.key] ?? []).filter((image) => image.state === 'done').length, t)
        : fieldError(field, drafts[field.key] ?? '', t),
    ]),
  );
  const uploading = Object.values(images).some((list) => list.some((image) => image.state === 'uploading'));

  const values = (): FormValues => {
    const result: FormValues = {};
    for (const field of info.fields) {
      if (field.type === 'image') {
        const ids = (images[field.key] ?? []).flatMap((image) => (image.state === 'done' && image.uploadId ? [image.uploadId] : []));
        if (ids.length > 0) result[field.key] = ids;
      } else {
        const value = submittedValue(field, drafts[field.key] ?? '');
        if (value !== undefined) result[field.key] = value;
      }
    }
    return result;
  };

  const send = async (confirmRepeat: boolean) => {
    setSending(true);
    try {
      const answer = await submitOrderForm({ orderNo: info.orderNo, values: values(), latestSubmissionId: info.latest?.submissionId ?? null, confirmRepeat });
      if (answer.outcome === 'confirmRepeat') {
        setRepeatOf(answer.rejected);
        return;
      }
      showToast({ type: 'success', message: t('orderForm.sent') });
      onDone(answer.submission);
    } catch (error) {
      if (error instanceof ApiError && error.code === ResultCode.FORM_ALREADY_SUBMITTED) {
        showToast({ type: 'info', message: t('orderForm.changed') });
        onDone(null);
      } else if (error instanceof ApiError && (error.code === ResultCode.FORM_ALREADY_FILLED || error.code === ResultCode.FORM_ORDER_CLOSED)) {
        showToast({ type: 'info', message: t(`error${error.code}`) });
        onDone(null);
      }
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (uploading || Object.values(errors).some(Boolean)) return;
    void send(false);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={sending}>
      {info.fields.map((field) => {
        const error = checked ? errors[field.key] : undefined;
        switch (field.type) {
          case 'image':
            return (
              <ImageField
                key={field.key}
                orderNo={info.orderNo}
                field={field}
                images={images[field.key] ?? []}
                error={error}
                onImages={(change) => setImages((all) => ({ ...all, [field.key]: change(all[field.key] ?? []) }))}
                onFileRefused={(message) => showToast({ type: 'error', message })}
              />
            );
          case 'select':
            return (
              <SelectField
                key={field.key}
                name={field.key}
                label={field.label}
                value={drafts[field.key] ?? ''}
                options={field.options}
                placeholder={t('orderForm.choose')}
                required={field.required}
                error={error}
                onChange={(value) => setDrafts((all) => ({ ...all, [field.key]: value }))}
              />
            );
          default:
            return (
              <TextField
                key={field.key}
                name={field.key}
                label={field.label}
                hint={field.hint ?? (field.type === 'number' ? t('orderForm.rule.range', { min: field.min, max: field.max }) : t('orderForm.rule.maxLength', { max: field.maxLength }))}
                error={error}
                required={field.required}
                inputMode={field.type === 'number' ? 'decimal' : undefined}
                maxLength={field.type === 'text' ? field.maxLength : undefined}
                value={drafts[field.key] ?? ''}
                onChange={(event) => setDrafts((all) => ({ ...all, [field.key]: event.target.value }))}
              />
            );
        }
      })}
      {uploading ? (
        <p className={styles.hint} role="status">
          {t('orderForm.waitUploads')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={uploading || sending}>
          {sending ? t('orderForm.sending') : t('orderForm.send')}
        </Button>
      </div>
      <Dialog
        open={repeatOf !== null}
        title={t('orderForm.confirmRepeat.title')}
        onClose={() => setRepeatOf(null)}
        actions={
          <>
            <Button
              onClick={() => {
                setRepeatOf(null);
                void send(true);
              }}
            >
              {t('orderForm.confirmRepeat.yes')}
            </Button>
            <Button variant="secondary" onClick={() => setRepeatOf(null)}>
              {t('orderForm.confirmRepeat.no')}
            </Button>
          </>
        }
      >
        <p>{t('orderForm.confirmRepeat.text')}</p>
        {repeatOf?.reviewNote ? <p>{t('orderForm.reviewNote', { note: repeatOf.reviewNote })}</p> : null}
      </Dialog>
    </form>
  );
}
