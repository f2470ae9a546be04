import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ignoreShownApiError } from '@topup/shared/http';
import { Button, TextField, useFormErrors } from '@topup/shared/ui';
import { loadZod, passwordConfirmationSchema } from '@topup/shared/validation';
import { resetPassword } from './api';
import { AuthCard } from './AuthCard';
import { withFromPage } from './authShared';
import type { ResetState } from './ForgetPage';
import styles from './Auth.module.css';

function resetStateOf(state: unknown): ResetState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { email, code, fromPage } = state as Partial<Record<keyof ResetState, unknown>>;
  if (typeof email !== 'string' || !email || typeof code !== 'string' || !code) return undefined;
  return { email, code, fromPage: typeof fromPage === 'string' ? fromPage : '' };
}

/** /resetpsd: the new password for the e-mail and code that /forget passed in the navigation state. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const reset = resetStateOf(location.state);
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // zod loads when the visitor starts on the form, not with the page.
  const { errors, checkWhenReady, clear } = useFormErrors({ zodOnDemand: true });
  const loginPath = withFromPage('/login', reset?.fromPage ?? '');

  if (done) {
    return (
      <AuthCard titleKey="title.resetpsd" testId="resetpsd-done">
        <p className={styles.success} role="status">
          {t('auth.resetDone')}
        </p>
        <Link className={styles.link} to={loginPath}>
          {t('auth.toLogin')}
        </Link>
      </AuthCard>
    );
  }

  if (!reset) {
    return (
      <AuthCard titleKey="title.resetpsd" testId="resetpsd-missing">
        <p className={styles.intro}>{t('auth.resetMissing')}</p>
        <Link className={styles.link} to="/forget">
          {t('auth.toForget')}
        </Link>
      </AuthCard>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !reset) return;
    const parsed = await checkWhenReady({ passwords: [passwordConfirmationSchema, values] });
    if (!parsed) return;
    setBusy(true);
    try {
      await resetPassword(reset.email, reset.code, parsed.passwords.password);
      setDone(true);
    } catch (error) {
      ignoreShownApiError(error);
    } finally {
      setBusy(false);
    }
  }

  function field(name: keyof typeof values) {
    return {
      name,
      type: 'password',
      autoComplete: 'new-password',
      value: values[name],
      error: errors[name] ? t(errors[name]) : undefined,
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        clear(name);
      },
    };
  }

  return (
    <AuthCard titleKey="title.resetpsd" testId="resetpsd-page">
      <p className={styles.intro}>{t('auth.resetIntro', { email: reset.email })}</p>
      <form className={styles.form} noValidate onFocus={() => void loadZod()} onSubmit={submit}>
        <TextField {...field('password')} label={t('auth.newPassword')} hint={t('auth.passwordHint')} />
        <TextField {...field('confirmPassword')} label={t('auth.confirmPassword')} />
        <Button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
          {t('auth.resetSubmit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to="/forget">{t('auth.toForget')}</Link>
      </p>
    </AuthCard>
  );
}
