import type { CatalogImage } from '@topup/shared/contract';

export interface SizedImageProps {
  image: CatalogImage;
  alt: string;
  /** Above the fold: load now and first. Otherwise the browser loads it when it nears the view. */
  eager?: boolean;
  className?: string;
}

// React 18 passes the attribute through only in its HTML spelling (it warns on `fetchPriority`).
const HIGH_PRIORITY = { fetchpriority: 'high' };

/**
 * An image with its intrinsic size set, so the browser reserves its box before it loads and
 * nothing below it jumps; lazy unless it is above the fold.
 */
export function SizedImage({ image, alt, eager, className }: SizedImageProps) {
  return (
    <img
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? HIGH_PRIORITY : undefined)}
      className={className}
    />
  );
}
