import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { INVITE_CODE_KEY, ignoreShownApiError } from '@topup/shared/http';
import { storage } from '@topup/shared/session';
import { Button, Checkbox, SendCodeButton, TextField, useFormErrors } from '@topup/shared/ui';
import {
  emailSchema,
  loadZod,
  passwordConfirmationSchema,
  termsAcceptedSchema,
  verificationCodeSchema,
} from '@topup/shared/validation';
import { logInWithCode } from './api';
import { AuthCard } from './AuthCard';
import { CodeField, EmailField } from './AuthFields';
import { signInPath, useFromPage, withFromPage } from './authShared';
import { sendCode } from './sendCode';
import styles from './Auth.module.css';

/** The invite code that brought the visitor (stored by the route guard), if any. */
function storedInviteCode(): string | undefined {
  const invite = storage.get<unknown>(INVITE_CODE_KEY, 'local');
  return typeof invite === 'string' && invite.trim() ? invite.trim() : undefined;
}

/** /reg: e-mail, mailed code, password twice and the terms; then signs in through /login?code=. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fromPage = useFromPage();
  const [values, setValues] = useState({ email: '', code: '', password: '', confirmPassword: '' });
  const [terms, setTerms] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  // zod loads when the visitor starts on the form, not with the page.
  const { errors, checkWhenReady, clear } = useFormErrors({ zodOnDemand: true });

  function field(name: keyof typeof values) {
    return {
      name,
      value: values[name],
      error: errors[name] ? t(errors[name]) : undefined,
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        clear(name);
      },
    };
  }

  async function send(): Promise<number> {
    const parsed = await checkWhenReady({ email: [emailSchema, values.email] });
    if (!parsed) throw new Error('invalid e-mail');
    const wait = await sendCode(parsed.email, 'register');
    setSentTo(parsed.email);
    return wait;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = await checkWhenReady({
      email: [emailSchema, values.email],
      code: [verificationCodeSchema, values.code],
      passwords: [passwordConfirmationSchema, { password: values.password, confirmPassword: values.confirmPassword }],
      terms: [termsAcceptedSchema, terms],
    });
    if (!parsed) return;
    setBusy(true);
    try {
      const authCode = await logInWithCode({
        email: parsed.email,
        code: parsed.code,
        password: parsed.passwords.password,
        inviteCode: storedInviteCode(),
      });
      navigate(signInPath(authCode, fromPage), { replace: true });
    } catch (error) {
      ignoreShownApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard titleKey="title.reg" testId="reg-page">
      <form className={styles.form} noValidate onFocus={() => void loadZod()} onSubmit={submit}>
        <EmailField
          {...field('email')}
          addon={<SendCodeButton onSend={send} disabled={busy} />}
        />
        <CodeField {...field('code')} sentTo={sentTo} />
        <TextField
          {...field('password')}
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
        />
        <TextField
          {...field('confirmPassword')}
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
        />
        <Checkbox
          name="terms"
          checked={terms}
          onChange={(event) => {
            setTerms(event.target.checked);
            clear('terms');
          }}
          error={errors.terms ? t(errors.terms) : undefined}
          label={
            <>
              {t('auth.agreePrefix')}{' '}
              <Link to="/agreement" target="_blank" rel="noopener">
                {t('auth.agreeLink')}
              </Link>
            </>
          }
        />
        <Button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
          {t('auth.regSubmit')}
        </Button>
      </form>
      <p className={styles.links}>
        <span>
          {t('auth.haveAccount')} <Link to={withFromPage('/login', fromPage)}>{t('auth.toLogin')}</Link>
        </span>
      </p>
    </AuthCard>
  );
}
