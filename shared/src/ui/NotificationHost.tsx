import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_OFFSET } from '@topup/shared/http';
import { Button } from './Button';
import { closeModal, dismissToast, useNotifications, type ToastEntry } from '@topup/shared/notifications';
import styles from './NotificationHost.module.css';

// The notice dialog is rare (a refusal the page does not handle itself): it loads when one opens,
// not with the shell of every first visit.
const Dialog = lazy(() => import('./Dialog').then((module) => ({ default: module.Dialog })));

/**
 * Renders the notification centre: toasts stacked at the top centre and the notice dialog.
 * Mount it once, in the host's shell.
 */
export function NotificationHost() {
  const toasts = useNotifications((state) => state.toasts);
  const modal = useNotifications((state) => state.modal);
  const { t } = useTranslation();
  const close = t('close');
  const offset = toasts[0]?.offset ?? TOAST_OFFSET;

  return (
    <>
      {toasts.length > 0 ? (
        <div className={styles.stack} style={{ top: offset }} data-testid="toast-stack">
          {toasts.map((toast) => (
            <ToastView key={toast.id} toast={toast} closeText={close} />
          ))}
        </div>
      ) : null}
      {modal ? (
        <Suspense fallback={null}>
          <Dialog
            key={modal.id}
            open
            title={t(modal.title)}
            onClose={() => closeModal(modal.id)}
            actions={
              <Button variant="primary" onClick={() => closeModal(modal.id)}>
                {t(modal.button)}
              </Button>
            }
          >
            <p className={styles.message}>{modal.message}</p>
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}

function ToastView({ toast, closeText }: { toast: ToastEntry; closeText: string }) {
  const urgent = toast.type === 'error';
  return (
    <div
      className={[styles.toast, styles[toast.type]].filter(Boolean).join(' ')}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-type={toast.type}
    >
      <span className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{toast.message}</p>
      <button type="button" className={styles.close} aria-label={closeText} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
