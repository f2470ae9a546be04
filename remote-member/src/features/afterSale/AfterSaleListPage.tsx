import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { afterSalePageCall, afterSalesPageRequests, REFUND_STATUSES, type AfterSale, type RefundStatus } from '@topup/shared/contract/afterSale';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerQuery, useFormatDateTime } from '@topup/shared/storefront';
import { EmptyState, LoadingState, Pager, Price, QueryView, RemotePage, SignInFirst, Skeleton, Tabs } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { AfterSaleStatusBadge } from './AfterSaleStatusBadge';
import styles from './afterSale.module.css';

type TabKey = 'all' | `${RefundStatus}`;
const TABS: readonly TabKey[] = ['all', ...REFUND_STATUSES.map((status) => `${status}` as const)];
type AfterSalesRequest = ReturnType<typeof afterSalesPageRequests>['afterSales'];

function AfterSaleItem({ afterSale }: { afterSale: AfterSale }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <li className={`${common.card} ${styles.item}`} data-testid="after-sale">
      <div className={styles.itemHead}>
        <span className={common.muted}>{t('afterSale.number', { afterSaleNo: afterSale.afterSaleNo })}</span>
        <AfterSaleStatusBadge status={afterSale.status} />
      </div>
      <p className={styles.itemName}>{afterSale.productName}</p>
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
          <dt>{t('afterSale.requested')}</dt>
          <dd>
            <time dateTime={new Date(afterSale.createTime).toISOString()}>{formatTime(afterSale.createTime)}</time>
          </dd>
        </div>
      </dl>
      <div className={common.actions}>
        <Link to={links.afterSaleDetail(afterSale.afterSaleNo)} className={common.link}>
          {t('afterSale.details')}
        </Link>
        <Link to={links.orderDetail(afterSale.orderNo)} className={common.link}>
          {t('afterSale.order', { orderNo: afterSale.orderNo })}
        </Link>
      </div>
    </li>
  );
}

/** A request in progress may move by itself (a provider refund): the list looks again while one shows. */
function followOpen(data: { list: AfterSale[] } | undefined): number | false {
  return data?.list.some((item) => item.status === 0) ? 10_000 : false;
}

function AfterSaleList({ request, onPage }: { request: AfterSalesRequest; onPage(pageNum: number): void }) {
  const { t } = useTranslation();
  const page = useCustomerQuery(afterSalePageCall, request, { keepPrevious: true, refetchEvery: followOpen });
  return (
    <QueryView
      query={page}
      loading={
        <LoadingState className={common.list}>
          <Skeleton height={160} />
          <Skeleton height={160} />
        </LoadingState>
      }
      isEmpty={(data) => data.list.length === 0}
      empty={
        <EmptyState
          title={t(request.status === undefined ? 'afterSale.empty' : 'afterSale.emptyTab')}
          action={
            <Link to={links.myOrders()} className={common.link}>
              {t('afterSale.toOrders')}
            </Link>
          }
        />
      }
    >
      {(data) => (
        <>
          <ul className={common.list} aria-busy={page.isPlaceholderData}>
            {data.list.map((afterSale) => (
              <AfterSaleItem key={afterSale.afterSaleNo} afterSale={afterSale} />
            ))}
          </ul>
          <Pager pageNum={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={onPage} busy={page.isPlaceholderData} />
        </>
      )}
    </QueryView>
  );
}

function MyAfterSales() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const request = afterSalesPageRequests(params).afterSales;
  const tab: TabKey = request.status === undefined ? 'all' : `${request.status}`;
  const go = (next: TabKey, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next !== 'all') query.set('status', next);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return (
    <Tabs
      label={t('afterSale.tabsLabel')}
      value={tab}
      onChange={(next) => go(next)}
      items={TABS.map((key) => ({ key, label: key === 'all' ? t('afterSale.tab.all') : t(`afterSale.status.${key}`) }))}
    >
      <AfterSaleList key={tab} request={request} onPage={(next) => go(tab, next)} />
    </Tabs>
  );
}

/** /my/afterSale: the customer's refund requests by status, newest first, a page at a time. */
export function AfterSaleListPage() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  return (
    <RemotePage remote="member" className={common.page}>
      <h1 className={common.title}>{t('title.afterSale')}</h1>
      {signedIn ? <MyAfterSales /> : <SignInFirst reason={t('member.signIn')} />}
    </RemotePage>
  );
}
