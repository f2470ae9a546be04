import { useTranslation } from 'react-i18next';
import { bathSignImageCall, type FormField, type FormSubmission } from '@topup/shared/contract/form';
import { useCustomerQuery, useFormatDateTime } from '@topup/shared/storefront';
import { Skeleton } from '@topup/shared/ui';
import common from '../common/member.module.css';
import styles from './forms.module.css';

/** The submitted images, from links the store signs for their owner only. */
function SubmittedImages({ uploadIds }: { uploadIds: string[] }) {
  const { t } = useTranslation();
  const signed = useCustomerQuery(bathSignImageCall, { uploadIds });
  if (!signed.data) return <Skeleton height={96} />;
  return (
    <ul className={styles.thumbs}>
      {signed.data.map((image, index) =>
        image.url ? (
          <li key={image.uploadId} className={styles.thumb}>
            <img src={image.url} alt={t('orderForm.images.image', { number: index + 1 })} width={96} height={96} className={styles.preview} />
          </li>
        ) : null,
      )}
    </ul>
  );
}

function Answer({ field, value }: { field: FormField; value: FormSubmission['values'][string] | undefined }) {
  if (value === undefined) return <>—</>;
  if (Array.isArray(value)) return <SubmittedImages uploadIds={value} />;
  if (field.type === 'select') return <>{field.options.find((option) => option.value === value)?.label ?? String(value)}</>;
  return <>{String(value)}</>;
}

const TONES = { 0: 'info', 1: 'success', 2: 'warning', 3: 'neutral' } as const;

/** A submission as the buyer sent it, with where the store's review stands. */
export function SubmittedForm({ fields, submission }: { fields: FormField[]; submission: FormSubmission }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <section className={common.card} aria-labelledby="submitted-form">
      <div className={styles.statusRow}>
        <h2 id="submitted-form" className={common.cardTitle}>
          {t('orderForm.yourAnswers')}
        </h2>
        <span className={common.badge} data-tone={TONES[submission.status]} data-testid="form-status">
          {t(`orderForm.status.${submission.status}`)}
        </span>
      </div>
      <p className={common.muted}>{t('orderForm.submittedAt', { time: formatTime(submission.submitTime) })}</p>
      {submission.reviewNote ? <p className={styles.note}>{t('orderForm.reviewNote', { note: submission.reviewNote })}</p> : null}
      <dl className={common.facts}>
        {fields.map((field) => (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>
              <Answer field={field} value={submission.values[field.key]} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
