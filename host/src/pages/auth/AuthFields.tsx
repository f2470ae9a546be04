import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@topup/shared/ui';

type FieldProps = Omit<TextFieldProps, 'label'>;

/** The e-mail field every sign-in page asks for first. */
export function EmailField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.emailPlaceholder')}
      {...props}
    />
  );
}

/** The mailed 6-digit code; its hint names the address the code went to once it is sent. */
export function CodeField({ sentTo, ...props }: FieldProps & { sentTo: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.code')}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      hint={sentTo ? t('auth.codeSent', { email: sentTo }) : t('auth.codeHint')}
      {...props}
    />
  );
}
