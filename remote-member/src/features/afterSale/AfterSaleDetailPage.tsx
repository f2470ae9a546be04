import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { afterSaleDetailCall, isAfterSaleNo, type AfterSaleDetail } from '@topup/shared/contract/afterSale';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerQuery, useFormatDateTime } from '@topup/shared/storefront';
import { EmptyState, ErrorState, LoadingState, Price, RemotePage, SignInFirst, Skeleton } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { AfterSaleStatusBadge } from './AfterSaleStatusBadge';
import styles from './afterSale.module.css';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link to={links.myAfterSales()} className={common.link}>
      {t('afterSale.backToList')}
    </Link>
  );
}

function AfterSaleFacts({ afterSale }: { afterSale: AfterSaleDetail }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <>
      <section className={`${common.card} ${styles.item}`} aria-labelledby="after-sale-what">
        <div className={styles.itemHead}>
          <span className={common.muted}>{t('afterSale.number', { afterSaleNo: afterSale.afterSaleNo })}</span>
          <AfterSaleStatusBadge status={afterSale.status} />
        </div>
        <h2 id="after-sale-what" className={common.cardTitle}>
          {afterSale.productName}
        </h2>
        <dl className={common.facts}>
          <div>
            <dt>{t('afterSale.amount')}</dt>
            <dd>
              <Price money={afterSale.amount} />
            </dd>
          </div>
          <div>
            <dt>{t('afterSale.where')}</dt>
            <dd>{t(`afterSale.path.${afterSale.refundPath}`)}</dd>
          </div>
          <div>
            <dt>{t('afterSale.reason')}</dt>
            <dd className={styles.reasonText}>{afterSale.reason}</dd>
          </div>
          <div>
            <dt>{t('afterSale.requested')}</dt>
            <dd>{formatTime(afterSale.createTime)}</dd>
          </div>
          {afterSale.finishTime !== null ? (
            <div>
              <dt>{t('afterSale.finished')}</dt>
              <dd>{formatTime(afterSale.finishTime)}</dd>
            </div>
          ) : null}
        </dl>
        <div className={common.actions}>
          <Link to={links.orderDetail(afterSale.orderNo)} className={common.link}>
            {t('afterSale.order', { orderNo: afterSale.orderNo })}
          </Link>
        </div>
      </section>
      <section className={common.card} aria-labelledby="after-sale-history">
        <h2 id="after-sale-history" className={common.cardTitle}>
          {t('afterSale.history')}
        </h2>
        <ol className={styles.history}>
          {afterSale.history.map((step, index) => (
            <li key={`${step.step}-${index}`} className={styles.historyStep} data-status={step.status} data-testid="after-sale-step">
              <strong>{t(`afterSale.step.${step.step}`)}</strong>
              <time className={common.muted} dateTime={new Date(step.time).toISOString()}>
                {formatTime(step.time)}
              </time>
              {step.note ? <span className={styles.reasonText}>{step.note}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** While the request is in progress its outcome may come any moment (a provider refund): look again. */
function followOpen(data: AfterSaleDetail | undefined): number | false {
  return data?.status === 0 ? 5_000 : false;
}

function AfterSaleOfNumber({ afterSaleNo }: { afterSaleNo: string }) {
  const { t } = useTranslation();
  const detail = useCustomerQuery(
    afterSaleDetailCall,
    { id: afterSaleNo },
    { requestOptions: { quietCodes: [ResultCode.NO_DATA] }, refetchEvery: followOpen },
  );
  if (detail.data) return <AfterSaleFacts afterSale={detail.data} />;
  if (detail.error instanceof ApiError && detail.error.code === ResultCode.NO_DATA) {
    return <EmptyState title={t('afterSale.notFound')} action={<BackToList />} />;
  }
  if (detail.isError) return <ErrorState onRetry={() => void detail.refetch()} />;
  return (
    <LoadingState className={common.list}>
      <Skeleton height={220} />
      <Skeleton height={160} />
    </LoadingState>
  );
}

/** /my/afterSale/detail?id=: one refund request: reason, amount, where the money goes, and its history. */
export function AfterSaleDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSession(isSignedIn);
  const afterSaleNo = params.get('id') ?? '';
  const valid = isAfterSaleNo(afterSaleNo);
  return (
    <RemotePage remote="member" className={common.page}>
      <div className={common.actions}>
        <BackToList />
      </div>
      <h1 className={common.title}>{t('title.afterSaleDetail')}</h1>
      {!signedIn ? (
        <SignInFirst reason={t('member.signIn')} />
      ) : !valid ? (
        <EmptyState title={t('afterSale.notFound')} action={<BackToList />} />
      ) : (
        <AfterSaleOfNumber key={afterSaleNo} afterSaleNo={afterSaleNo} />
      )}
    </RemotePage>
  );
}
