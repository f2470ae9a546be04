import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CallResponse, confirmOrderSkuInfoCall, OrderItem } from '@topup/shared/contract';
import { orderConfirmPath } from '@topup/shared/orderConfirm';
import { Price, QuantityStepper } from '@topup/shared/ui';
import { ProductHeader } from '../common/ProductHeader';
import styles from '../common/checkout.module.css';

export interface ConfirmWhatSectionProps {
  info: CallResponse<typeof confirmOrderSkuInfoCall>;
  item: OrderItem;
  maxQuantity: number;
}

/** What is bought: the product, the SKU with its price, and the quantity (a new link when changed). */
export function ConfirmWhatSection({ info, item, maxQuantity }: ConfirmWhatSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const line = info.lines[0];
  return (
    <section className={styles.card} aria-labelledby="checkout-what">
      <h2 id="checkout-what" className={styles.cardTitle}>
        {t('checkout.confirm.what')}
      </h2>
      <ProductHeader product={info.product} />
      {line ? (
        <>
          <p className={styles.muted}>
            {line.sku.name} · <Price money={line.sku.price} original={line.sku.originalPrice} />
          </p>
          <QuantityStepper
            value={item.quantity}
            max={maxQuantity}
            onChange={(quantity) => navigate(orderConfirmPath({ skuId: item.skuId, quantity }), { replace: true })}
          />
        </>
      ) : null}
    </section>
  );
}
