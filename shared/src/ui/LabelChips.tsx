import type { Label } from '@topup/shared/contract';
import styles from './LabelChips.module.css';

/** Black or white, whichever reads better on a label's colour (WCAG relative luminance). */
export function textColourOn(background: string): '#000000' | '#ffffff' {
  const hex = /^#?([0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return '#ffffff';
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with black (L + 0.05) / 0.05 beats contrast with white 1.05 / (L + 0.05) above L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** A product's labels (hot, discount, new) in their colours. */
export function LabelChips({ labels, className }: { labels: readonly Label[]; className?: string }) {
  if (labels.length === 0) return null;
  return (
    <ul className={[styles.labels, className].filter(Boolean).join(' ')}>
      {labels.map((label) => (
        <li key={label.id} className={styles.label} style={{ background: label.color, color: textColourOn(label.color) }}>
          {label.name}
        </li>
      ))}
    </ul>
  );
}
