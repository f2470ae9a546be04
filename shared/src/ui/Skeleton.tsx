import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** CSS width (number: px); default the full width. */
  width?: number | string;
  /** CSS height (number: px). */
  height?: number | string;
  /** Width / height, for blocks standing in for an image of known shape. */
  aspectRatio?: string;
  round?: boolean;
  className?: string;
}

/** A grey block holding the place of content that is loading, at the content's size. */
export function Skeleton({ width, height = 16, aspectRatio, round, className }: SkeletonProps) {
  const style: CSSProperties = { width, height: aspectRatio ? undefined : height, aspectRatio };
  return <span aria-hidden="true" className={[styles.skeleton, round && styles.round, className].filter(Boolean).join(' ')} style={style} />;
}

/** Skeletons of a loading region, announced once to screen readers as "loading". */
export function LoadingState({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('ui.loading')} className={className} data-testid="loading-state">
      {children}
    </div>
  );
}
