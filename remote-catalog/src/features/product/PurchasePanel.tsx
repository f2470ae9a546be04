import { useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { productPageRequests, skusByGroupCall, type OrderItem, type ProductDetail, type Sku } from '@topup/shared/contract';
import { useLocaleQuery } from '@topup/shared/storefront';
import { BuyBar, Button, EmptyState, LoadingState, Price, QuantityStepper, QueryView, showToast, Skeleton } from '@topup/shared/ui';
import { clampQuantity, skuQuantityLimit } from '@topup/shared/validation';
import { SkuPicker } from './SkuPicker';
import styles from './PurchasePanel.module.css';

/**
 * The signed link to /ordre/confirm (its MD5 is crypto-js) loads when the buyer reaches for the buy
 * button, not with the product page's first visit.
 */
const loadOrderConfirm = () => import('@topup/shared/orderConfirm');

function openConfirm(navigate: NavigateFunction, item: OrderItem, failed: string) {
  loadOrderConfirm().then(
    ({ orderConfirmPath }) => navigate(orderConfirmPath(item)),
    () => showToast({ message: failed, type: 'error' }),
  );
}

/** SKUs of the product with its prices, then quantity, total, delivery promise, buy and share. */
export function PurchasePanel({ product, onShare }: { product: ProductDetail; onShare(): void }) {
  const { t } = useTranslation();
  const skus = useLocaleQuery(skusByGroupCall, productPageRequests(product.id).skus);
  return (
    <div className={styles.panel}>
      <QueryView
        query={skus}
        loading={
          <LoadingState className={styles.panel}>
            <Skeleton height={96} />
            <Skeleton height={48} />
          </LoadingState>
        }
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('catalog.product.noSkus')} />}
      >
        {(list) => <Purchase key={product.id} product={product} skus={list} onShare={onShare} />}
      </QueryView>
    </div>
  );
}

function Purchase({ product, skus, onShare }: { product: ProductDetail; skus: Sku[]; onShare(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosenId, setChosenId] = useState(() => (skus.find((sku) => skuQuantityLimit(sku) > 0) ?? skus[0])?.id);
  const [wanted, setWanted] = useState(1);
  // After a refetch the chosen SKU may be gone: fall back to the first one.
  const sku = skus.find((candidate) => candidate.id === chosenId) ?? skus[0];
  if (!sku) return null;
  const limit = skuQuantityLimit(sku);
  const quantity = clampQuantity(wanted, limit);
  const total = { currencyName: sku.price.currencyName, amount: sku.price.amount * quantity };

  return (
    <>
      <SkuPicker skus={skus} chosenId={sku.id} onChoose={setChosenId} />
      {limit > 0 ? <QuantityStepper value={quantity} max={limit} onChange={setWanted} /> : null}
      <div className={styles.total}>
        <span className={styles.totalLabel}>{t('catalog.product.total')}</span>
        <Price money={total} size="lg" />
      </div>
      <p className={styles.delivery}>
        <span aria-hidden="true">⚡ </span>
        {t('delivery.window', { min: product.deliveryMinutes.min, max: product.deliveryMinutes.max })}
      </p>
      <BuyBar
        summary={
          <>
            <span>{quantity > 1 ? t('catalog.product.chosenMany', { sku: sku.name, quantity }) : sku.name}</span>
            <Price money={total} />
          </>
        }
      >
        <Button
          className={styles.buy}
          disabled={limit === 0}
          onPointerEnter={() => void loadOrderConfirm()}
          onFocus={() => void loadOrderConfirm()}
          onClick={() => openConfirm(navigate, { skuId: sku.id, quantity }, t('ui.loadFailedHint'))}
        >
          {limit === 0 ? t('catalog.product.soldOut') : t('catalog.product.buy')}
        </Button>
      </BuyBar>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onShare}>
          {t('catalog.share.open')}
        </Button>
      </div>
    </>
  );
}
