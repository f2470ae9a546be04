import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A link from catalogue data: a path inside the store stays in the app, anything else opens a new tab. */
export function StoreLink({ to, className, children, label }: { to: string; className?: string; children: ReactNode; label?: string }) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
