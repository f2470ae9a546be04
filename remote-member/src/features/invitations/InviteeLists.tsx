import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_PAGE_REQUESTS, inviteDetailCall, inviteeListCall } from '@topup/shared/contract/invitation';
import { useCustomerQuery, useFormatDateTime } from '@topup/shared/storefront';
import { EmptyState, LoadingState, Pager, Price, QueryView, Skeleton } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import styles from './invitation.module.css';

const listLoading = (
  <LoadingState className={common.list}>
    <Skeleton height={56} />
    <Skeleton height={56} />
  </LoadingState>
);

/** The customers who registered through the caller's link, with whether their reward was paid. */
export function InviteeList() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [pageNum, setPageNum] = useState(INVITATION_PAGE_REQUESTS.invitees.pageNum);
  const page = useCustomerQuery(inviteeListCall, { ...INVITATION_PAGE_REQUESTS.invitees, pageNum }, { keepPrevious: true });
  return (
    <section className={common.card} aria-labelledby="invitees">
      <h2 id="invitees" className={common.cardTitle}>
        {t('invitation.invitees.title')}
      </h2>
      <QueryView query={page} loading={listLoading} isEmpty={(data) => data.list.length === 0} empty={<EmptyState title={t('invitation.invitees.empty')} />}>
        {(data) => (
          <>
            <ul className={common.list} aria-busy={page.isPlaceholderData}>
              {data.list.map((invitee, index) => (
                <li key={`${invitee.registerTime}-${index}`} className={styles.row} data-testid="invitee">
                  <div className={styles.what}>
                    <strong>{invitee.maskedName}</strong>
                    <span className={common.muted}>{t('invitation.invitees.registered', { time: formatTime(invitee.registerTime) })}</span>
                  </div>
                  <span className={common.badge} data-tone={invitee.rewarded ? 'success' : 'neutral'}>
                    {t(invitee.rewarded ? 'invitation.invitees.rewarded' : 'invitation.invitees.waiting')}
                  </span>
                </li>
              ))}
            </ul>
            <Pager pageNum={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={setPageNum} busy={page.isPlaceholderData} />
          </>
        )}
      </QueryView>
    </section>
  );
}

/** The invitees' orders as the inviter may see them: masked buyer, items, amount, status. */
export function InviteeOrders() {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const [pageNum, setPageNum] = useState(INVITATION_PAGE_REQUESTS.inviteeOrders.pageNum);
  const page = useCustomerQuery(inviteDetailCall, { ...INVITATION_PAGE_REQUESTS.inviteeOrders, pageNum }, { keepPrevious: true });
  return (
    <section className={common.card} aria-labelledby="invitee-orders">
      <h2 id="invitee-orders" className={common.cardTitle}>
        {t('invitation.orders.title')}
      </h2>
      <QueryView query={page} loading={listLoading} isEmpty={(data) => data.list.length === 0} empty={<EmptyState title={t('invitation.orders.empty')} />}>
        {(data) => (
          <>
            <ul className={common.list} aria-busy={page.isPlaceholderData}>
              {data.list.map((order) => (
                <li key={order.orderNo} className={styles.row} data-testid="invitee-order">
                  <div className={styles.what}>
                    <strong>{order.productName}</strong>
                    <span className={common.muted}>
                      {order.maskedName} · {formatTime(order.createTime)}
                    </span>
                    <OrderStatusBadge order={{ status: order.status, refunded: false }} />
                  </div>
                  <Price money={order.payAmount} />
                </li>
              ))}
            </ul>
            <Pager pageNum={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={setPageNum} busy={page.isPlaceholderData} />
          </>
        )}
      </QueryView>
    </section>
  );
}
