import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';
import { useSelectedTabInSight } from './useSelectedTabInSight';

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  /** How many things the tab lists, after its label: null while the counts load, absent for none. */
  count?: number | null;
}

export interface TabsProps<K extends string = string> {
  items: readonly TabItem<K>[];
  value: K;
  onChange(key: K): void;
  /** Accessible name of the tab list. */
  label: string;
  /** The panel of the selected tab. */
  children?: ReactNode;
}

/**
 * Tabs with the ARIA tabs pattern: arrows, Home and End move between tabs. Tabs that do not fit
 * one row (five order tabs on a phone) scroll sideways, and the selected one is kept in sight,
 * also when the address opens the page on the last tab; two tabs share the row and wrap their labels.
 */
export function Tabs<K extends string>({ items, value, onChange, label, children }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;
  const selectedIndex = items.findIndex((item) => item.key === value);

  useSelectedTabInSight(listRef, refs, selectedIndex);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    let next = -1;
    if (event.key === 'ArrowRight') next = (selectedIndex + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (selectedIndex - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next]!.key);
    refs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" aria-label={label} className={items.length > 2 ? styles.list : `${styles.list} ${styles.pair}`} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = item.key === value;
          return (
            <button
              key={item.key}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={[styles.tab, selected ? styles.selected : ''].filter(Boolean).join(' ')}
              onClick={() => onChange(item.key)}
            >
              {item.label}
              {item.count !== undefined && (
                // Until the counts arrive the tab keeps one figure's room, so the row does not move.
                <span className={item.count === null ? `${styles.count} ${styles.countPending}` : styles.count}>{item.count ?? 0}</span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
