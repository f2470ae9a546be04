import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

/** A titled part of a page, named by its heading for screen readers; an optional link on the right. */
export function Section({ title, action, children, className }: { title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={[styles.section, className].filter(Boolean).join(' ')}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}
