import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { COUPON_TABS, couponCountCall, MY_COUPONS_PAGE_REQUESTS, userCouponPageListCall, type CouponTab } from '@topup/shared/contract';
import { isSignedIn, useSession } from '@topup/shared/session';
import { CUSTOMER_QUERY_ROOT, useCustomerQuery, useStorefront } from '@topup/shared/storefront';
import { EmptyState, LoadingState, Pager, QueryView, RemotePage, SignInFirst, Skeleton, Tabs } from '@topup/shared/ui';
import { FeatureOff } from '../common/FeatureOff';
import common from '../common/member.module.css';
import { CouponCard } from './CouponCard';
import { ExchangeCode } from './ExchangeCode';

function CouponList({ tab }: { tab: CouponTab }) {
  const { t } = useTranslation();
  const first = MY_COUPONS_PAGE_REQUESTS.coupons;
  const [pageNum, setPageNum] = useState(first.pageNum);
  const page = useCustomerQuery(userCouponPageListCall, { tab, pageNum, pageSize: first.pageSize }, { keepPrevious: true });
  return (
    <QueryView
      query={page}
      loading={
        <LoadingState className={common.list}>
          <Skeleton height={140} />
          <Skeleton height={140} />
        </LoadingState>
      }
      isEmpty={(data) => data.list.length === 0}
      empty={<EmptyState title={t(`member.coupons.emptyTab.${tab}`)} text={tab === 'unused' ? t('member.coupons.emptyHint') : undefined} />}
    >
      {(data) => (
        <>
          <ul className={common.list} aria-busy={page.isPlaceholderData}>
            {data.list.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} />
            ))}
          </ul>
          <Pager pageNum={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={setPageNum} busy={page.isPlaceholderData} />
        </>
      )}
    </QueryView>
  );
}

function MyCoupons() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<CouponTab>(MY_COUPONS_PAGE_REQUESTS.coupons.tab);
  const counts = useCustomerQuery(couponCountCall, MY_COUPONS_PAGE_REQUESTS.counts);
  return (
    <>
      <ExchangeCode onExchanged={() => void queryClient.invalidateQueries({ queryKey: [CUSTOMER_QUERY_ROOT] })} />
      <Tabs
        label={t('member.coupons.tabsLabel')}
        value={tab}
        onChange={(key) => setTab(key as CouponTab)}
        items={COUPON_TABS.map((key) => ({ key, label: t(`coupon.tab.${key}`), count: counts.data ? counts.data[key] : null }))}
      >
        <CouponList key={tab} tab={tab} />
      </Tabs>
    </>
  );
}

/** /my/coupon: unused, used and expired coupons with their terms, and exchanging a code; where the storefront has coupons. */
export function CouponPage() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  const storefront = useStorefront();
  return (
    <RemotePage remote="member" className={common.page}>
      <h1 className={common.title}>{t('title.coupon')}</h1>
      {!signedIn ? (
        <SignInFirst reason={t('member.signIn')} />
      ) : !storefront ? (
        <LoadingState className={common.list}>
          <Skeleton height={120} />
          <Skeleton height={140} />
        </LoadingState>
      ) : storefront.features.includes('coupon') ? (
        <MyCoupons />
      ) : (
        <FeatureOff />
      )}
    </RemotePage>
  );
}
