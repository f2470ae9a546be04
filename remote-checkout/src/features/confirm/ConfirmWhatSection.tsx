import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CallResponse, confirmOrderSkuInfoCall, OrderItem } from '@topup/shared/contract';
import { Price, QuantityStepper, showToast } from '@topup/shared/ui';
import { ProductHeader } from '../common/ProductHeader';
import styles from '../common/checkout.module.css';
import { loadOrderConfirm } from './linkSigning';

export interface ConfirmWhatSectionProps {
  info: CallResponse<typeof confirmOrderSkuInfoCall>;
  item: OrderItem;
  maxQuantity: number;
}

/** What is bought: the product, the SKU with its price, and the quantity (a new link when changed). */
export function ConfirmWhatSection({ info, item, maxQuantity }: ConfirmWhatSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The quantity stepped to, shown until its link is signed and open (signing loads MD5 first).
  const [stepped, setStepped] = useState<number>();
  const failed = t('ui.loadFailedHint');
  useEffect(() => {
    if (stepped === undefined) return;
    let current = true;
    loadOrderConfirm().then(
      ({ orderConfirmPath }) => {
        if (!current) return;
        setStepped(undefined);
        navigate(orderConfirmPath({ skuId: item.skuId, quantity: stepped }), { replace: true });
      },
      () => {
        if (!current) return;
        setStepped(undefined);
        showToast({ message: failed, type: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [stepped, item.skuId, navigate, failed]);
  const line = info.lines[0];
  return (
    <section
      className={styles.card}
      aria-labelledby="checkout-what"
      onPointerEnter={() => void loadOrderConfirm()}
      onFocus={() => void loadOrderConfirm()}
    >
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
            value={stepped ?? item.quantity}
            max={maxQuantity}
            onChange={setStepped}
          />
        </>
      ) : null}
    </section>
  );
}
