import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Help text under the input; hidden while an error is shown. */
  hint?: ReactNode;
  /** Error text (already translated): marks the input invalid and is read with it. */
  error?: ReactNode;
  /** Something next to the input, e.g. a send-code button. */
  addon?: ReactNode;
}

/** Input with a label, a hint and an error text tied to it by aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, addon, id, className, 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? `field-${ownId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [describedBy, hasError ? errorId : hint ? hintId : undefined].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.row}>
        {/* The message sits in the input's own column: when a narrow window wraps the addon (a
            send-code button) under the input, the error still reads directly under its input. */}
        <div className={styles.control}>
          <input
            ref={ref}
            id={inputId}
            className={[styles.input, hasError ? styles.invalid : ''].filter(Boolean).join(' ')}
            aria-invalid={hasError || undefined}
            aria-describedby={describers || undefined}
            {...inputProps}
          />
          {hasError ? (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : hint ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : null}
        </div>
        {addon}
      </div>
    </div>
  );
});
