import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ignoreShownApiError } from '@topup/shared/http';
import { Button, SendCodeButton, Tabs, TextField, filledSchema, useFormErrors } from '@topup/shared/ui';
import { emailSchema, loadZod, verificationCodeSchema } from '@topup/shared/validation';
import { logInWithCode, logInWithPassword } from './api';
import { AuthCard } from './AuthCard';
import { CodeField, EmailField } from './AuthFields';
import { signInPath, useFromPage, withFromPage } from './authShared';
import { sendCode } from './sendCode';
import styles from './Auth.module.css';

type Mode = 'password' | 'code';

/** /login: by password or by a mailed code; with ?code= it only shows that sign-in is under way. */
export function LoginPage() {
  const { search } = useLocation();
  const code = new URLSearchParams(search).get('code');
  if (code) return <SigningIn />;
  return <LoginForm />;
}

function SigningIn() {
  const { t } = useTranslation();
  return (
    <AuthCard titleKey="title.login" testId="login-signing-in">
      <p className={styles.status} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('auth.signingIn')}
      </p>
    </AuthCard>
  );
}

function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fromPage = useFromPage();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  // zod loads when the visitor starts on the form, not with the page.
  const { errors, checkWhenReady, clear, setErrors } = useFormErrors({ zodOnDemand: true });

  async function send(): Promise<number> {
    const parsed = await checkWhenReady({ email: [emailSchema, email] });
    if (!parsed) throw new Error('invalid e-mail');
    const wait = await sendCode(parsed.email, 'login');
    setSentTo(parsed.email);
    return wait;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    try {
      let authCode: string;
      if (mode === 'password') {
        const parsed = await checkWhenReady({ email: [emailSchema, email], password: [filledSchema, password] });
        if (!parsed) return;
        setBusy(true);
        authCode = await logInWithPassword(parsed);
      } else {
        const parsed = await checkWhenReady({ email: [emailSchema, email], code: [verificationCodeSchema, code] });
        if (!parsed) return;
        setBusy(true);
        authCode = await logInWithCode(parsed);
      }
      navigate(signInPath(authCode, fromPage), { replace: true });
    } catch (error) {
      ignoreShownApiError(error);
    } finally {
      setBusy(false);
    }
  }

  function changeMode(next: Mode) {
    setMode(next);
    setErrors({});
  }

  const emailField = (
    <EmailField
      value={email}
      error={errors.email ? t(errors.email) : undefined}
      onChange={(event) => {
        setEmail(event.target.value);
        clear('email');
      }}
      addon={
        mode === 'code' ? <SendCodeButton onSend={send} disabled={busy} /> : undefined
      }
    />
  );

  return (
    <AuthCard titleKey="title.login" testId="login-page">
      <Tabs
        label={t('auth.tabs')}
        value={mode}
        onChange={changeMode}
        items={[
          { key: 'password', label: t('auth.tabPassword') },
          { key: 'code', label: t('auth.tabCode') },
        ]}
      >
        <form className={styles.form} noValidate onFocus={() => void loadZod()} onSubmit={submit}>
          {emailField}
          {mode === 'password' ? (
            <TextField
              label={t('auth.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              error={errors.password ? t(errors.password) : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                clear('password');
              }}
            />
          ) : (
            <CodeField
              sentTo={sentTo}
              value={code}
              error={errors.code ? t(errors.code) : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                clear('code');
              }}
            />
          )}
          <Button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
            {t('auth.loginSubmit')}
          </Button>
        </form>
      </Tabs>
      <p className={styles.links}>
        <span>
          {t('auth.noAccount')} <Link to={withFromPage('/reg', fromPage)}>{t('auth.toReg')}</Link>
        </span>
        <Link to={withFromPage('/forget', fromPage)}>{t('auth.forgot')}</Link>
      </p>
    </AuthCard>
  );
}
