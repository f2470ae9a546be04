import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductCard as ProductCardData } from '@topup/shared/contract';
import { LabelChips } from './LabelChips';
import { Price } from './Price';
import { SizedImage } from './SizedImage';
import styles from './ProductCard.module.css';

export interface ProductCardProps {
  product: ProductCardData;
  /** The first row above the fold loads its image at once. */
  eager?: boolean;
}

/** A product as lists show it: the game's art at a fixed ratio, labels, name, game and price from. */
export function ProductCard({ product, eager }: ProductCardProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      <Link to={`/detail/${product.id}`} className={styles.link}>
        <SizedImage image={product.image} alt="" eager={eager} className={styles.image} />
        <span className={styles.body}>
          <LabelChips labels={product.labels} />
          <span className={styles.name}>{product.name}</span>
          <span className={styles.game}>{product.categoryName}</span>
          <span className={styles.price}>
            {t('ui.priceFrom')} <Price money={product.fromPrice} />
          </span>
        </span>
      </Link>
    </article>
  );
}

/** Product cards in a grid that goes from two columns on a phone to five on a desktop. */
export function ProductGrid({ products, eagerCount = 0 }: { products: readonly ProductCardData[]; eagerCount?: number }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
