import type { PriceProps } from './Price';
import { Skeleton } from './Skeleton';
import styles from './Price.module.css';

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
