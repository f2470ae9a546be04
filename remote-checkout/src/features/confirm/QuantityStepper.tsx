import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '@topup/shared/validation';
import styles from './QuantityStepper.module.css';

const PAGE_STEP = 10;

/**
 * The quantity, from 1 to the SKU's limit: minus and plus, typing (applied on Enter or leaving
 * the field, so each key press does not re-price the order), and the spin-button keys.
 */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange(value: number): void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function set(next: number) {
    setDraft(null);
    const clamped = clampQuantity(next, max);
    if (clamped !== value) onChange(clamped);
  }

  function commitDraft() {
    if (draft !== null && draft !== '') set(Number(draft));
    else setDraft(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
      return;
    }
    const steps: Record<string, number> = { ArrowUp: value + 1, ArrowDown: value - 1, PageUp: value + PAGE_STEP, PageDown: value - PAGE_STEP, Home: 1, End: max };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  }

  return (
    <div className={styles.stepper}>
      <label htmlFor={inputId} className={styles.label}>
        {t('checkout.quantity.label')}
      </label>
      <div className={styles.controls}>
        <button type="button" className={styles.button} aria-label={t('checkout.quantity.less')} disabled={value <= 1} onClick={() => set(value - 1)}>
          −
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuemin={1}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-describedby={hintId}
          autoComplete="off"
          value={draft ?? String(value)}
          onKeyDown={onKeyDown}
          onBlur={commitDraft}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        <button type="button" className={styles.button} aria-label={t('checkout.quantity.more')} disabled={value >= max} onClick={() => set(value + 1)}>
          +
        </button>
      </div>
      <p id={hintId} className={value > max ? styles.error : styles.hint}>
        {value > max ? t('validation.quantityTooLarge') : null} {t('checkout.quantity.limit', { max })}
      </p>
    </div>
  );
}
