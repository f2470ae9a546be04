import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { myOrderPageCall, myOrdersPageRequests, ORDER_STATUS, ORDER_TAB_NAMES, orderCountCall, type OrderDetail, type OrderTab } from '@topup/shared/contract';
import { liveOrderDelayMs } from '@topup/shared/liveOrder';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerQuery } from '@topup/shared/storefront';
import { EmptyState, LoadingState, Pager, QueryView, RemotePage, SignInFirst, Skeleton, Tabs } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { OrderCard } from './OrderCard';

/** Orders the store is moving right now (a payment being confirmed, a delivery under way). */
function isMoving(order: OrderDetail): boolean {
  return order.status === ORDER_STATUS.PAYMENT_NEEDS_CONFIRMATION || order.status === ORDER_STATUS.IN_PROGRESS;
}

/** The list follows its moving orders with the live order's backoff, and rests once none moves. */
function followMoving(data: { list: OrderDetail[] } | undefined, answers: number): number | false {
  return data?.list.some(isMoving) ? liveOrderDelayMs(Math.max(answers - 1, 0)) : false;
}

function OrderList({ request, onPage }: { request: ReturnType<typeof myOrdersPageRequests>['orders']; onPage(pageNum: number): void }) {
  const { t } = useTranslation();
  const { tab } = request;
  const page = useCustomerQuery(myOrderPageCall, request, { keepPrevious: true, refetchEvery: followMoving });
  return (
    <QueryView
      query={page}
      loading={
        <LoadingState className={common.list}>
          <Skeleton height={168} />
          <Skeleton height={168} />
          <Skeleton height={168} />
        </LoadingState>
      }
      isEmpty={(data) => data.list.length === 0}
      empty={
        <EmptyState
          title={t(tab === 'all' ? 'member.orders.empty' : 'member.orders.emptyTab')}
          action={
            <Link to="/" className={common.link}>
              {t('member.orders.toShop')}
            </Link>
          }
        />
      }
    >
      {(data) => (
        <>
          <ul className={common.list} aria-busy={page.isPlaceholderData}>
            {data.list.map((order) => (
              <OrderCard key={order.orderNo} order={order} />
            ))}
          </ul>
          <Pager pageNum={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={onPage} busy={page.isPlaceholderData} />
        </>
      )}
    </QueryView>
  );
}

function MyOrders() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The address names the tab and page; a signed-in page asks for the same before the shell runs
  // (server/src/static/earlyCalls.ts).
  const requests = myOrdersPageRequests(params);
  const { tab } = requests.orders;
  const counts = useCustomerQuery(orderCountCall, requests.counts);
  const go = (next: OrderTab, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next !== 'all') query.set('tab', next);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return (
    <Tabs
      label={t('member.orders.tabsLabel')}
      value={tab}
      onChange={(next) => go(next)}
      items={ORDER_TAB_NAMES.map((key) => ({ key, label: t(`member.orders.tab.${key}`), count: counts.data ? counts.data[key] : null }))}
    >
      <OrderList key={tab} request={requests.orders} onPage={(next) => go(tab, next)} />
    </Tabs>
  );
}

/** /my/order: the customer's orders by status tab, newest first, a page at a time. */
export function OrderListPage() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  return (
    <RemotePage remote="member" className={common.page}>
      <h1 className={common.title}>{t('title.myOrder')}</h1>
      {signedIn ? <MyOrders /> : <SignInFirst reason={t('member.signIn')} />}
    </RemotePage>
  );
}
