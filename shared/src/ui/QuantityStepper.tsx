import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity, MIN_PURCHASE_QUANTITY, SINGLE_TRANSACTION_ITEM_LIMIT, ValidationMessage } from '@topup/shared/validation';
import styles from './QuantityStepper.module.css';

/** Page Up and Page Down move by this many units. */
const PAGE_STEP = 10;
/** Enough digits for the largest quantity one order can hold. */
const MAX_DIGITS = String(SINGLE_TRANSACTION_ITEM_LIMIT).length;

export interface QuantityStepperProps {
  value: number;
  /** The most units allowed: the SKU's `skuQuantityLimit` (callers show no stepper at 0). */
  max: number;
  onChange(value: number): void;
}

/**
 * The quantity of one order line, from MIN_PURCHASE_QUANTITY to max, as an ARIA spin button:
 * minus and plus buttons, the arrow keys, Page Up/Down (10 at a time), Home and End. Typed digits
 * are applied on Enter or on leaving the field (so a page that re-prices on every change is not
 * asked for 1, then 12, then 120), always brought back into range. Enter never submits the form
 * around it. A value above max (a link made for a larger limit) is shown with an error until the
 * buyer lowers it.
 */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  // The digits while the buyer types (possibly none for a moment); null when not typing.
  const [draft, setDraft] = useState<string | null>(null);
  const current = draft ? clampQuantity(Number(draft), max) : value;
  const tooMany = value > max;

  function set(next: number) {
    setDraft(null);
    const clamped = clampQuantity(next, max);
    if (clamped !== value) onChange(clamped);
  }

  function commitDraft() {
    if (draft) set(Number(draft));
    else setDraft(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
      return;
    }
    const steps: Partial<Record<string, number>> = {
      ArrowUp: current + 1,
      ArrowDown: current - 1,
      PageUp: current + PAGE_STEP,
      PageDown: current - PAGE_STEP,
      Home: MIN_PURCHASE_QUANTITY,
      End: max,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  }

  return (
    <div className={styles.stepper}>
      <label htmlFor={inputId} className={styles.label}>
        {t('ui.quantity.label')}
      </label>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={t('ui.quantity.less')}
          disabled={value <= MIN_PURCHASE_QUANTITY}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuemin={MIN_PURCHASE_QUANTITY}
          aria-valuemax={max}
          aria-valuenow={value}
          aria-invalid={tooMany || undefined}
          aria-describedby={hintId}
          autoComplete="off"
          value={draft ?? String(value)}
          onKeyDown={onKeyDown}
          onBlur={commitDraft}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, MAX_DIGITS))}
        />
        <button type="button" className={styles.button} aria-label={t('ui.quantity.more')} disabled={value >= max} onClick={() => set(value + 1)}>
          +
        </button>
      </div>
      <p id={hintId} className={tooMany ? styles.error : styles.hint}>
        {tooMany ? `${t(ValidationMessage.quantityTooLarge)} ` : null}
        {t('ui.quantity.limit', { max })}
      </p>
    </div>
  );
}
