import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import styles from './StateMessage.module.css';

export interface EmptyStateProps {
  title: string;
  text?: string;
  /** The one thing to do next (a link or a button). */
  action?: ReactNode;
  /** h1 when the state is the whole page (a product that is not there); default a paragraph. */
  titleAs?: 'h1' | 'h2' | 'p';
  className?: string;
}

function Illustration({ kind }: { kind: 'empty' | 'error' }) {
  return (
    <svg className={styles.illustration} width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <rect x="8" y="14" width="80" height="50" rx="10" fill="var(--color-surface-raised)" stroke="var(--color-border)" strokeWidth="2" />
      <rect x="20" y="6" width="56" height="14" rx="6" fill="var(--color-border)" />
      {kind === 'empty' ? (
        <path d="M34 42h28M40 50h16" stroke="var(--color-text-muted)" strokeWidth="4" strokeLinecap="round" />
      ) : (
        <path d="M48 28v14M48 50v1" stroke="var(--color-warning)" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** Nothing to show: an illustration, what happened, and one action. */
export function EmptyState({ title, text, action, titleAs: Title = 'p', className }: EmptyStateProps) {
  return (
    <div className={[styles.state, className].filter(Boolean).join(' ')} data-testid="empty-state">
      <Illustration kind="empty" />
      <Title className={styles.title}>{title}</Title>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

export interface ErrorStateProps {
  /** Asks again; shown as the one action. */
  onRetry(): void;
  title?: string;
  text?: string;
  className?: string;
}

/** Loading failed: says so in the visitor's words and offers to try again. */
export function ErrorState({ onRetry, title, text, className }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={[styles.state, className].filter(Boolean).join(' ')} data-testid="error-state">
      <Illustration kind="error" />
      <p className={styles.title}>{title ?? t('ui.loadFailed')}</p>
      <p className={styles.text}>{text ?? t('ui.loadFailedHint')}</p>
      <div className={styles.action}>
        <Button variant="secondary" onClick={onRetry}>
          {t('ui.retry')}
        </Button>
      </div>
    </div>
  );
}
