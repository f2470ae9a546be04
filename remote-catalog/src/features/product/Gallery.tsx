import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogImage } from '@topup/shared/contract';
import { SizedImage } from '@topup/shared/ui';
import styles from './Gallery.module.css';

/** The product's pictures: one large (above the fold, loaded first) and thumbnails to switch. */
export function Gallery({ images, name }: { images: readonly CatalogImage[]; name: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>{shown ? <SizedImage image={shown} alt={name} eager className={styles.image} /> : null}</div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('catalog.product.photoOf', { index: index + 1, total: images.length })}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <SizedImage image={image} alt="" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
