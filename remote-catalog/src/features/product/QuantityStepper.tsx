import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '@topup/shared/validation';
import styles from './QuantityStepper.module.css';

const PAGE_STEP = 10;

/**
 * The quantity, from 1 to max: minus and plus buttons, typing, and the spin-button keys (arrows,
 * Page Up/Down, Home, End). Whatever is typed is brought back into range at once.
 */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange(value: number): void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  // The text while the visitor types (it may be empty for a moment); null when not editing.
  const [draft, setDraft] = useState<string | null>(null);

  function set(next: number) {
    const clamped = clampQuantity(next, max);
    onChange(clamped);
    if (draft !== null) setDraft(String(clamped));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const steps: Record<string, number> = {
      ArrowUp: value + 1,
      ArrowDown: value - 1,
      PageUp: value + PAGE_STEP,
      PageDown: value - PAGE_STEP,
      Home: 1,
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
        {t('catalog.product.quantity')}
      </label>
      <div className={styles.controls}>
        <button type="button" className={styles.button} aria-label={t('catalog.product.less')} disabled={value <= 1} onClick={() => set(value - 1)}>
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
          onFocus={() => setDraft(String(value))}
          onBlur={() => setDraft(null)}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 4);
            setDraft(digits);
            if (digits) onChange(clampQuantity(Number(digits), max));
          }}
        />
        <button type="button" className={styles.button} aria-label={t('catalog.product.more')} disabled={value >= max} onClick={() => set(value + 1)}>
          +
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('catalog.product.quantityLimit', { max })}
      </p>
    </div>
  );
}
