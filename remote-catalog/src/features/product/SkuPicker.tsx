import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sku } from '@topup/shared/contract';
import { Price } from '@topup/shared/ui';
import { skuQuantityLimit } from '@topup/shared/validation';
import styles from './SkuPicker.module.css';

/** Few units left is worth saying; plenty is not. */
const LOW_STOCK = 10;

/** The product's SKUs as a radio group: arrow keys move between them, sold-out ones are disabled. */
export function SkuPicker({ skus, chosenId, onChoose }: { skus: Sku[]; chosenId: string; onChoose(id: string): void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('catalog.product.chooseSku')}</legend>
      <div className={styles.options}>
        {skus.map((sku) => {
          const buyable = skuQuantityLimit(sku) > 0;
          return (
            <label key={sku.id} className={styles.option} data-checked={sku.id === chosenId} data-disabled={!buyable}>
              <input
                type="radio"
                name={name}
                value={sku.id}
                checked={sku.id === chosenId}
                disabled={!buyable}
                onChange={() => onChoose(sku.id)}
                className={styles.radio}
              />
              <span className={styles.skuName}>{sku.name}</span>
              <Price money={sku.price} original={sku.originalPrice} />
              {!buyable ? <span className={styles.note}>{t('catalog.product.soldOut')}</span> : null}
              {buyable && sku.stock !== null && sku.stock <= LOW_STOCK ? (
                <span className={styles.note}>{t('catalog.product.stockLeft', { stock: sku.stock })}</span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
