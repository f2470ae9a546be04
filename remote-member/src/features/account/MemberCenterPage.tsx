import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { couponCountCall, getUserBalanceAmountCall, MEMBER_CENTER_PAGE_REQUESTS, ORDER_TAB_NAMES, orderCountCall } from '@topup/shared/contract';
import { MEMBER_LINKS, links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerQuery, useStorefront } from '@topup/shared/storefront';
import { Button, LoadingState, Price, QueryView, RemotePage, SignInFirst, Skeleton } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { BalancesLoading } from '../common/BalancesLoading';
import { useAccountEmail } from './useAccountEmail';
import styles from './MemberCenterPage.module.css';

/** The e-mail's line while it loads: the card keeps its height. */
const emailLoading = (
  <LoadingState>
    <p className={styles.email} aria-hidden="true">
      <Skeleton width="16ch" height="1lh" />
    </p>
  </LoadingState>
);

function AccountCard() {
  const { t } = useTranslation();
  const account = useAccountEmail();
  return (
    <section className={common.card} aria-labelledby="my-account">
      <h2 id="my-account" className={common.cardTitle}>
        {t('member.home.account')}
      </h2>
      {account.state === 'ready' ? (
        <p className={styles.email} data-testid="my-email">
          {account.email}
        </p>
      ) : account.state === 'failed' ? (
        <Button variant="secondary" onClick={account.retry}>
          {t('ui.retry')}
        </Button>
      ) : (
        emailLoading
      )}
      <Link to="/my/safe" className={common.link}>
        {t('member.home.toSafety')}
      </Link>
    </section>
  );
}

function BalanceCard() {
  const { t } = useTranslation();
  const balances = useCustomerQuery(getUserBalanceAmountCall, MEMBER_CENTER_PAGE_REQUESTS.balances);
  return (
    <section className={common.card} aria-labelledby="my-balance">
      <h2 id="my-balance" className={common.cardTitle}>
        {t('member.wallet.balances')}
      </h2>
      <QueryView query={balances} loading={<BalancesLoading listClassName={styles.figures} />} isEmpty={(data) => data.length === 0} empty={<p className={common.muted}>{t('member.wallet.noBalances')}</p>}>
        {(data) => (
          <ul className={styles.figures}>
            {data.map((balance) => (
              <li key={balance.currencyName} data-testid="my-balance">
                <span className={common.muted}>{balance.currencyName}</span>
                <Price money={{ currencyName: balance.currencyName, amount: balance.amountMinor }} size="lg" />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Link to="/my/wallet" className={common.link}>
        {t('member.home.toWallet')}
      </Link>
    </section>
  );
}

const COUNTED_TABS = ORDER_TAB_NAMES.filter((tab) => tab !== 'all');

/** A count tile whose number is loading: its label is known, so the tile has its final size. */
function CountLoading({ label }: { label: string }) {
  return (
    <span className={styles.count}>
      <strong>
        <Skeleton width="2ch" height="1lh" />
      </strong>
      <span>{label}</span>
    </span>
  );
}

function OrdersCard() {
  const { t } = useTranslation();
  const counts = useCustomerQuery(orderCountCall, MEMBER_CENTER_PAGE_REQUESTS.orderCounts);
  return (
    <section className={common.card} aria-labelledby="my-orders">
      <h2 id="my-orders" className={common.cardTitle}>
        {t('nav.myOrder')}
      </h2>
      <QueryView
        query={counts}
        loading={
          <LoadingState>
            <ul className={styles.counts} aria-hidden="true">
              {COUNTED_TABS.map((tab) => (
                <li key={tab}>
                  <CountLoading label={t(`member.orders.tab.${tab}`)} />
                </li>
              ))}
            </ul>
          </LoadingState>
        }
      >
        {(data) => (
          <ul className={styles.counts}>
            {COUNTED_TABS.map((tab) => (
              <li key={tab}>
                <Link to={links.myOrders(tab)} className={styles.count} data-testid={`my-orders-${tab}`}>
                  <strong>{data[tab]}</strong>
                  <span>{t(`member.orders.tab.${tab}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Link to={links.myOrders()} className={common.link}>
        {t('member.home.toOrders')}
      </Link>
    </section>
  );
}

function CouponsCard() {
  const { t } = useTranslation();
  const counts = useCustomerQuery(couponCountCall, MEMBER_CENTER_PAGE_REQUESTS.couponCounts);
  return (
    <section className={common.card} aria-labelledby="my-coupons">
      <h2 id="my-coupons" className={common.cardTitle}>
        {t('nav.coupons')}
      </h2>
      <QueryView
        query={counts}
        loading={
          <LoadingState>
            <div aria-hidden="true">
              <CountLoading label={t('member.home.unusedCoupons')} />
            </div>
          </LoadingState>
        }
      >
        {(data) => (
          <Link to="/my/coupon" className={styles.count} data-testid="my-coupons-unused">
            <strong>{data.unused}</strong>
            <span>{t('member.home.unusedCoupons')}</span>
          </Link>
        )}
      </QueryView>
    </section>
  );
}

/** /my: the account at a glance (e-mail, balances, orders by status, coupons) and every member page. */
export function MemberCenterPage() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  const features = useStorefront()?.features ?? [];
  return (
    <RemotePage remote="member" className={common.page}>
      <h1 className={common.title}>{t('title.my')}</h1>
      {!signedIn ? (
        <SignInFirst reason={t('member.signIn')} />
      ) : (
        <>
          <div className={styles.grid}>
            <AccountCard />
            <OrdersCard />
            {features.includes('balance') ? <BalanceCard /> : null}
            {features.includes('coupon') ? <CouponsCard /> : null}
          </div>
          <nav className={common.card} aria-labelledby="my-pages">
            <h2 id="my-pages" className={common.cardTitle}>
              {t('member.home.pages')}
            </h2>
            <ul className={styles.pages}>
              {MEMBER_LINKS.filter((link) => link.to !== '/my' && (!link.feature || features.includes(link.feature))).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.pageLink}>
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </RemotePage>
  );
}
