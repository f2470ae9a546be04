import { useEffect, type ReactNode } from 'react';
import styles from './BuyBar.module.css';

export interface BuyBarProps {
  /** What is being bought and for how much; shown in the bar on a phone, where the rest of the page scrolls away. */
  summary: ReactNode;
  /** The buy button. */
  children: ReactNode;
}

/** Marks the page as having a bar pinned at its bottom, so the page keeps room for it. */
const PAGE_FLAG = 'has-buy-bar';

/**
 * The buy row of the product and confirmation pages: in the flow on a wide screen; on a phone
 * pinned to the bottom (above the safe area) with the chosen item and price, the page's bottom
 * padding reserving its height so it never covers the last content.
 */
export function BuyBar({ summary, children }: BuyBarProps) {
  useEffect(() => {
    document.documentElement.classList.add(PAGE_FLAG);
    return () => document.documentElement.classList.remove(PAGE_FLAG);
  }, []);
  return (
    <div className={styles.bar} data-testid="buy-bar">
      <div className={styles.summary}>{summary}</div>
      <div className={styles.action}>{children}</div>
    </div>
  );
}
