import { useLayoutEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, dismissFirstScreen } from '@topup/shared/ui';
import { releaseLabel } from '../federation/remoteMap';
import type { RemoteFailureReason } from '../federation/remoteFailure';
import styles from './RemoteFallback.module.css';

export interface RemoteFallbackProps {
  remote: string;
  /** The release that failed, so a visitor's screenshot tells support which one. */
  manifestUrl?: string;
  reason: RemoteFailureReason;
  onRetry(): void;
}

/** Shown inside a remote's own area when it cannot be loaded or crashes; the rest of the page lives on. */
export function RemoteFallback({ remote, manifestUrl, reason, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation();
  const version = releaseLabel(manifestUrl);
  useLayoutEffect(dismissFirstScreen, []);
  return (
    <section
      className={styles.fallback}
      role="alert"
      data-testid="remote-fallback"
      data-remote={remote}
      data-reason={reason}
      data-version={version}
    >
      <h2 className={styles.title}>{t('remote.failedTitle')}</h2>
      <p className={styles.text}>{t('remote.failedText')}</p>
      <p className={styles.detail}>
        {t(`release.reason.${reason}`)} · {remote}
        {version ? ` · ${t('release.version', { version })}` : ''}
      </p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('remote.retry')}</Button>
        <Link to="/service" className={styles.support}>
          {t('errorPage.support')}
        </Link>
      </div>
    </section>
  );
}

export function RemoteLoading() {
  const { t } = useTranslation();
  return <div className={styles.loading} role="progressbar" aria-busy="true" aria-label={t('remote.loading')} />;
}
