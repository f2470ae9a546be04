import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { confirmOrderSkuInfoCall } from '@topup/shared/contract';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { orderConfirmLinkOf, type OrderConfirmLinkParts } from '@topup/shared/orderConfirm/linkParts';
import { useSession } from '@topup/shared/session';
import { useLocaleQuery } from '@topup/shared/storefront';
import { EmptyState, ErrorState, LoadingState, RemotePage, Skeleton } from '@topup/shared/ui';
import styles from '../common/checkout.module.css';
import { HomeLink } from '../common/links';
import { ConfirmForm } from './ConfirmForm';
import { draftOwnerOf } from './draft';
import { useRefusedLinkSigned } from './linkSigning';

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

function BadLink({ reason }: { reason: 'malformed' | 'signature' }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('checkout.confirm.badLink')}
      text={t(reason === 'signature' ? 'checkout.confirm.badLinkSignature' : 'checkout.confirm.badLinkMalformed')}
      action={<HomeLink />}
    />
  );
}

function ConfirmOrder({ parts }: { parts: OrderConfirmLinkParts }) {
  const { t } = useTranslation();
  const { link, item } = parts;
  const skuInfo = useLocaleQuery(confirmOrderSkuInfoCall, link, { keepPrevious: true, requestOptions: { cacheTtl: 0, quietCodes: LINK_REFUSALS } });
  const refusal = skuInfo.error instanceof ApiError ? skuInfo.error : undefined;
  // The server refuses a link signed over other items with code 11, as it does other bad values.
  const signed = useRefusedLinkSigned(parts, refusal?.code === ResultCode.PARAMETER_ERROR);
  const owner = useSession(draftOwnerOf);
  if (skuInfo.data) {
    return (
      <ConfirmForm
        key={owner ?? ''}
        owner={owner}
        link={link}
        item={item}
        info={skuInfo.data}
        refreshing={skuInfo.isPlaceholderData}
        refetchInfo={() => void skuInfo.refetch()}
      />
    );
  }
  if (signed === false) return <BadLink reason="signature" />;
  if (refusal && (refusal.code !== ResultCode.PARAMETER_ERROR || signed)) {
    return <EmptyState title={t('checkout.confirm.unavailable')} text={refusal.message} action={<HomeLink />} />;
  }
  if (skuInfo.isError && !refusal) return <ErrorState onRetry={() => void skuInfo.refetch()} />;
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
  const parts = useMemo(() => orderConfirmLinkOf(search), [search]);
  return (
    <RemotePage remote="checkout" className={styles.page}>
      <h1 className={styles.title}>{t('title.orderConfirm')}</h1>
      {parts ? <ConfirmOrder key={parts.item.skuId} parts={parts} /> : <BadLink reason="malformed" />}
    </RemotePage>
  );
}
