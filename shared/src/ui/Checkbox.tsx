import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The label; may hold a link (clicking the link does not toggle the box). */
  label: ReactNode;
  /** Error text (already translated), read with the box. */
  error?: ReactNode;
}

/** A checkbox with its label and an optional error text. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, className, ...inputProps },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? `checkbox-${ownId}`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.box}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? errorId : undefined}
          {...inputProps}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {hasError ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
