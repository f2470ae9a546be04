import { useTranslation } from 'react-i18next';
import type { AccountField } from '@topup/shared/contract';
import { SelectField, TextField, type Errors } from '@topup/shared/ui';
import { accountErrorKey } from './accountFields';

export interface AccountFieldsProps {
  fields: readonly AccountField[];
  values: Record<string, string>;
  errors: Errors;
  onChange(key: string, value: string): void;
}

/** The game account fields of the pre-pay form (player id, server or zone), in the game's own labels. */
export function AccountFields({ fields, values, errors, onChange }: AccountFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field) => {
        const errorKey = errors[accountErrorKey(field)];
        const common = {
          name: `account-${field.key}`,
          label: field.required ? field.label : t('checkout.account.optional', { label: field.label }),
          error: errorKey ? t(errorKey) : undefined,
          value: values[field.key] ?? '',
          required: field.required,
        };
        return field.type === 'select' ? (
          <SelectField
            key={field.key}
            {...common}
            placeholder={t('checkout.account.choose')}
            options={field.options}
            onChange={(value) => onChange(field.key, value)}
          />
        ) : (
          <TextField key={field.key} {...common} autoComplete="off" spellCheck={false} onChange={(event) => onChange(field.key, event.target.value)} />
        );
      })}
    </>
  );
}
