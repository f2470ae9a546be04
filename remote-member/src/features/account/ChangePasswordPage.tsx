import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ignoreShownApiError } from '@topup/shared/http';
import { isSignedIn, useSession } from '@topup/shared/session';
import { Button, RemotePage, TextField, filledSchema, useFormErrors } from '@topup/shared/ui';
import { loadZod, passwordConfirmationSchema } from '@topup/shared/validation';
import { changePassword } from './api';
import { SignedOutPage } from './SignedOutPage';
import styles from './ChangePasswordPage.module.css';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

/** /changepsd: a new password, proven by the current one; other sessions are signed out. */
export function ChangePasswordPage() {
  return (
    <RemotePage remote="member">
      <ChangePassword />
    </RemotePage>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // zod loads when the customer starts on the form, not with the page.
  const { errors, checkWhenReady, clear } = useFormErrors({ zodOnDemand: true });

  if (!signedIn) {
    return <SignedOutPage title={t('title.changepsd')} reason={t('auth.signInFirst')} />;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = await checkWhenReady({
      oldPassword: [filledSchema, values.oldPassword],
      passwords: [passwordConfirmationSchema, { password: values.password, confirmPassword: values.confirmPassword }],
    });
    if (!parsed) return;
    setBusy(true);
    try {
      await changePassword(parsed.oldPassword, parsed.passwords.password);
      setValues(EMPTY);
      setDone(true);
    } catch (error) {
      ignoreShownApiError(error);
    } finally {
      setBusy(false);
    }
  }

  function field(name: keyof typeof EMPTY, label: string, autoComplete: string) {
    return (
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        error={errors[name] ? t(errors[name]) : undefined}
        onChange={(event) => {
          setValues((current) => ({ ...current, [name]: event.target.value }));
          setDone(false);
          clear(name);
        }}
      />
    );
  }

  return (
    <form className={styles.card} onFocus={() => void loadZod()} onSubmit={submit} noValidate data-testid="change-password">
      <h1 className={styles.title}>{t('title.changepsd')}</h1>
      {field('oldPassword', t('auth.oldPassword'), 'current-password')}
      {field('password', t('auth.newPassword'), 'new-password')}
      {field('confirmPassword', t('auth.confirmPassword'), 'new-password')}
      {done && (
        <p className={styles.success} role="status">
          {t('auth.changeDone')}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {t('auth.changeSubmit')}
      </Button>
    </form>
  );
}
