import { useTranslation } from 'react-i18next';
import type { OrderProduct } from '@topup/shared/contract';
import { SizedImage } from '@topup/shared/ui';
import styles from './ProductHeader.module.css';

/** The product an order is for: its art at a fixed size, name, game and promised delivery. */
export function ProductHeader({ product }: { product: OrderProduct }) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <SizedImage image={product.image} alt="" eager className={styles.image} />
      <div className={styles.text}>
        <p className={styles.game}>{product.categoryName}</p>
        <p className={styles.name}>{product.name}</p>
        <p className={styles.delivery}>
          {t('delivery.window', { min: product.deliveryMinutes.min, max: product.deliveryMinutes.max })}
        </p>
      </div>
    </div>
  );
}
