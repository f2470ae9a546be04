import { useId, type ReactNode } from 'react';
// The same field, label, box and error styles as TextField, so the two sit alike in one form.
import styles from './TextField.module.css';

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The empty first choice ("Choose…"). */
  placeholder: string;
  error?: string;
  required?: boolean;
  onChange(value: string): void;
}

/**
 * A native select with its label and error, looking like TextField (the keyboard and the phone's
 * own picker come with the native control). The first option is the empty choice.
 */
export function SelectField({ name, label, value, options, placeholder, error, required, onChange }: SelectFieldProps) {
  const id = `select-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={[styles.input, error && styles.invalid].filter(Boolean).join(' ')}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
