import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayExtraField } from '@topup/shared/contract';
import { TextField, type Errors } from '@topup/shared/ui';
import type { ExtraValues } from './usePayExtraInfo';
import styles from './ExtraInfoFields.module.css';

/** How each field is typed in: the keyboard a phone shows, and what the browser may fill in. */
const INPUTS: Record<PayExtraField, InputHTMLAttributes<HTMLInputElement>> = {
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  name: { type: 'text', autoComplete: 'name' },
  cpf: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
};

export interface ExtraInfoFieldsProps {
  fields: readonly PayExtraField[];
  values: ExtraValues;
  /** Message keys by field name. */
  errors: Errors;
  onChange(field: PayExtraField, value: string): void;
}

/** The pay way's extra info (phone, e-mail, name, CPF), each with its label, hint and error. */
export function ExtraInfoFields({ fields, values, errors, onChange }: ExtraInfoFieldsProps) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <div className={styles.fields} data-testid="extra-info">
      <p className={styles.intro}>{t('checkout.extra.intro')}</p>
      {fields.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`checkout.extra.${field}`)}
          hint={t(`checkout.extra.${field}Hint`)}
          error={errors[field] ? t(errors[field]) : undefined}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          {...INPUTS[field]}
        />
      ))}
    </div>
  );
}
