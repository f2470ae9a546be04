import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignIn } from '@topup/shared/contract/sessions';
import { useFormatDateTime } from '@topup/shared/storefront';
import common from '../common/member.module.css';
import styles from './sessions.module.css';

/** One sign-in: device, IP, when; whether it is this device or still signed in; an action beside it. */
export function SessionRow({ session, action }: { session: SignIn; action?: ReactNode }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <li className={styles.row} data-testid="session">
      <div className={styles.what}>
        <strong>{session.device}</strong>
        <span className={common.muted}>
          {t('sessions.ip', { ip: session.ip })} · {t('sessions.signedIn', { time: formatTime(session.signInTime) })}
        </span>
        <span className={common.muted}>{t('sessions.lastSeen', { time: formatTime(session.lastSeenTime) })}</span>
      </div>
      <div className={styles.side}>
        {session.current ? (
          <span className={common.badge} data-tone="info">
            {t('sessions.current')}
          </span>
        ) : (
          <span className={common.badge} data-tone={session.active ? 'success' : 'neutral'}>
            {t(session.active ? 'sessions.active' : 'sessions.ended')}
          </span>
        )}
        {action}
      </div>
    </li>
  );
}
