import { LoadingState, Skeleton } from '@topup/shared/ui';
import styles from './content.module.css';

/** What a stored page looks like while it loads: a title, a lead and a few blocks. */
export function ContentSkeleton() {
  return (
    <LoadingState className={styles.page}>
      <Skeleton height={36} />
      <Skeleton height={48} />
      <Skeleton height={96} />
      <Skeleton height={96} />
    </LoadingState>
  );
}
