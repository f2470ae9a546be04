import { Skeleton } from './Skeleton';
import styles from './ProductGridSkeleton.module.css';

/** ProductGrid while its products load, at the cards' size (square art, three lines of text). */
export function ProductGridSkeleton({ count = 5 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.card}>
          <Skeleton aspectRatio="1 / 1" />
          <span className={styles.body}>
            <Skeleton height={18} width="80%" />
            <Skeleton height={14} width="50%" />
            <Skeleton height={16} width="40%" />
          </span>
        </li>
      ))}
    </ul>
  );
}
