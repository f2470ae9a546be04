import { LoadingState, Skeleton } from '@topup/shared/ui';
import styles from './ProductView.module.css';

/** The product page's shape while it loads: gallery, title, options, button. */
export function ProductSkeleton() {
  return (
    <LoadingState className={styles.layout}>
      <Skeleton aspectRatio="1 / 1" className={styles.gallery} />
      <div className={styles.info}>
        <Skeleton height={32} width="70%" />
        <Skeleton height={16} width="40%" />
        <Skeleton height={120} />
        <Skeleton height={48} />
      </div>
    </LoadingState>
  );
}
