import { useTranslation } from 'react-i18next';
import type { Money } from '@topup/shared/contract';
import { useFormatMoney } from '@topup/shared/storefront';
import { Skeleton } from './Skeleton';
import styles from './Price.module.css';

export interface PriceProps {
  money: Money;
  /** The price before a discount, shown struck through. */
  original?: Money | null;
  size?: 'md' | 'lg';
  className?: string;
}

/** A price in the storefront's currency and language, in tabular figures, never truncated. */
export function Price({ money, original, size = 'md', className }: PriceProps) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (
    <span className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
      <span className={styles.current}>{format(money)}</span>
      {original && original.amount > money.amount ? (
        <del className={styles.original}>
          <span className={styles.visuallyHidden}>{t('ui.oldPrice')} </span>
          {format(original)}
        </del>
      ) : null}
    </span>
  );
}

/**
 * The place of a price that is loading: one line of the price's own size (its line height, `1lh`),
 * so the row it stands in keeps its height when the amount arrives.
 */
export function PriceSkeleton({ size = 'md', width = '6em' }: { size?: PriceProps['size']; width?: string }) {
  return (
    <span className={[styles.price, styles[size]].join(' ')}>
      <span className={styles.current}>
        <Skeleton width={width} height="1lh" />
      </span>
    </span>
  );
}
