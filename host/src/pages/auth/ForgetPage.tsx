import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ignoreShownApiError } from '@topup/shared/http';
import { Button, SendCodeButton, useFormErrors } from '@topup/shared/ui';
import { emailSchema, loadZod, verificationCodeSchema } from '@topup/shared/validation';
import { checkResetCode } from './api';
import { AuthCard } from './AuthCard';
import { CodeField, EmailField } from './AuthFields';
import { useFromPage, withFromPage } from './authShared';
import { sendCode } from './sendCode';
import styles from './Auth.module.css';

/** What /forget hands to /resetpsd in the navigation state (never stored). */
export interface ResetState {
  email: string;
  code: string;
  fromPage?: string;
}

/** /forget: the account's e-mail and a 'reset' code; the new password is set on /resetpsd. */
export function ForgetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fromPage = useFromPage();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState('');
  // zod loads when the visitor starts on the form, not with the page.
  const { errors, checkWhenReady, clear } = useFormErrors({ zodOnDemand: true });

  async function send(): Promise<number> {
    const parsed = await checkWhenReady({ email: [emailSchema, email] });
    if (!parsed) throw new Error('invalid e-mail');
    const wait = await sendCode(parsed.email, 'reset');
    setSentTo(parsed.email);
    return wait;
  }

  const [busy, setBusy] = useState(false);

  /** Checks the code first (without using it up), so a wrong or expired code is told here. */
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = await checkWhenReady({ email: [emailSchema, email], code: [verificationCodeSchema, code] });
    if (!parsed) return;
    setBusy(true);
    try {
      await checkResetCode(parsed.email, parsed.code);
      const state: ResetState = { email: parsed.email, code: parsed.code, fromPage };
      navigate('/resetpsd', { state });
    } catch (error) {
      ignoreShownApiError(error);
      setBusy(false);
    }
  }

  return (
    <AuthCard titleKey="title.forget" testId="forget-page">
      <p className={styles.intro}>{t('auth.forgetIntro')}</p>
      <form className={styles.form} noValidate onFocus={() => void loadZod()} onSubmit={submit}>
        <EmailField
          value={email}
          error={errors.email ? t(errors.email) : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            clear('email');
          }}
          addon={<SendCodeButton onSend={send} />}
        />
        <CodeField
          sentTo={sentTo}
          value={code}
          error={errors.code ? t(errors.code) : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            clear('code');
          }}
        />
        <Button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
          {t('auth.next')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={withFromPage('/login', fromPage)}>{t('auth.toLogin')}</Link>
      </p>
    </AuthCard>
  );
}
