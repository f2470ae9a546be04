import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { confirmOrderSkuInfoCall, type OrderItem } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { readOrderConfirmQuery, type OrderConfirmLink } from '@topup/shared/orderConfirm';
import { useLocaleQuery } from '@topup/shared/storefront';
import { EmptyState, ErrorState, LoadingState, RemotePage, Skeleton } from '@topup/shared/ui';
import styles from '../common/checkout.module.css';
import { HomeLink } from '../common/links';
import { ConfirmForm } from './ConfirmForm';

/** Refusals of the SKU summary that mean "this link cannot be bought": shown on the page, not as a toast. */
const LINK_REFUSALS = [
  ResultCode.PARAMETER_ERROR,
  ResultCode.NO_DATA,
  ResultCode.SINGLE_ORDER_LIMIT_EXCEEDED,
  ResultCode.PRODUCT_UNAVAILABLE,
  ResultCode.PRODUCT_CONFIG_CHANGED,
  ResultCode.SINGLE_TRANSACTION_LIMIT,
  ResultCode.FORM_PRODUCT_CHECK_5018,
  ResultCode.FORM_PRODUCT_CHECK_5019,
  ResultCode.FORM_PRODUCT_CHECK_5023,
];

function ConfirmOrder({ link, item }: { link: OrderConfirmLink; item: OrderItem }) {
  const { t } = useTranslation();
  const skuInfo = useLocaleQuery(confirmOrderSkuInfoCall, link, { keepPrevious: true, requestOptions: { cacheTtl: 0, quietCodes: LINK_REFUSALS } });
  if (skuInfo.data) {
    return (
      <ConfirmForm
        link={link}
        item={item}
        info={skuInfo.data}
        refreshing={skuInfo.isPlaceholderData}
        refetchInfo={() => void skuInfo.refetch()}
      />
    );
  }
  if (skuInfo.error instanceof ApiError) {
    return <EmptyState title={t('checkout.confirm.unavailable')} text={skuInfo.error.message} action={<HomeLink />} />;
  }
  if (skuInfo.isError) return <ErrorState onRetry={() => void skuInfo.refetch()} />;
  return (
    <LoadingState className={styles.layout}>
      <Skeleton height={160} />
      <Skeleton height={240} />
    </LoadingState>
  );
}

/** /ordre/confirm?productSpecDetailIds=&flag=info&signStr=: confirm the order and pay it. */
export function ConfirmOrderPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const reading = useMemo(() => readOrderConfirmQuery(search), [search]);
  return (
    <RemotePage remote="checkout" className={styles.page}>
      <h1 className={styles.title}>{t('title.orderConfirm')}</h1>
      {reading.ok ? (
        <ConfirmOrder key={reading.item.skuId} link={reading.link} item={reading.item} />
      ) : (
        <EmptyState
          title={t('checkout.confirm.badLink')}
          text={t(reading.reason === 'signature' ? 'checkout.confirm.badLinkSignature' : 'checkout.confirm.badLinkMalformed')}
          action={<HomeLink />}
        />
      )}
    </RemotePage>
  );
}
