import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FLOW_TYPE, getUserBalanceAmountCall, isOrderNo, walletFlowCall, type CurrencyName, type FlowType, type Storefront, type WalletFlow } from '@topup/shared/contract';
import { isRechargeNo, WALLET_PAGE_REQUESTS } from '@topup/shared/contract/topup';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useCustomerQuery, useFormatDateTime, useFormatMoney, useStorefront } from '@topup/shared/storefront';
import { EmptyState, LoadingState, Pager, Price, QueryView, RemotePage, SignInFirst, Skeleton } from '@topup/shared/ui';
import { FeatureOff } from '../common/FeatureOff';
import common from '../common/member.module.css';
import { BalancesLoading } from '../common/BalancesLoading';
import { TopUpForm } from './TopUpForm';
import { TopUpResult } from './TopUpResult';
import { UsdtDeposit } from './UsdtDeposit';
import styles from './wallet.module.css';

function FlowEntry({ entry }: { entry: WalletFlow }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const formatMoney = useFormatMoney();
  const money = (amount: number) => ({ currencyName: entry.currencyName, amount });
  // A flow of an order names it in its reference; other references are shown as they are.
  const orderNo = isOrderNo(entry.reference) ? entry.reference : null;
  return (
    <li className={styles.entry} data-testid="wallet-flow">
      <div className={styles.what}>
        <strong>{t(`wallet.flowType.${entry.flowType}`)}</strong>
        {orderNo !== null ? (
          <Link to={links.orderDetail(orderNo)} className={common.link}>
            {t('wallet.forOrder', { orderNo })}
          </Link>
        ) : null}
        {entry.remark ? <span className={common.muted}>{entry.remark}</span> : null}
        <time className={common.muted} dateTime={new Date(entry.createTime).toISOString()}>
          {formatTime(entry.createTime)}
        </time>
      </div>
      <div className={styles.figures}>
        <span className={entry.amountMinor < 0 ? styles.out : styles.in}>
          {entry.amountMinor < 0 ? '−' : '+'}
          <Price money={money(Math.abs(entry.amountMinor))} />
        </span>
        <span className={common.muted}>{t('wallet.balanceAfter', { amount: formatMoney(money(entry.balanceAfterMinor)) })}</span>
      </div>
    </li>
  );
}

const FLOW_TYPES = Object.values(FLOW_TYPE);

function Flow({ currencyName, flowType }: { currencyName: CurrencyName | undefined; flowType: FlowType | undefined }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(WALLET_PAGE_REQUESTS.operations.pageNum);
  const page = useCustomerQuery(walletFlowCall, { ...WALLET_PAGE_REQUESTS.operations, currencyName, flowType, pageNum }, { keepPrevious: true });
  return (
    <QueryView
      query={page}
      loading={
        <LoadingState className={common.list}>
          <Skeleton height={64} />
          <Skeleton height={64} />
          <Skeleton height={64} />
        </LoadingState>
      }
      isEmpty={(data) => data.list.length === 0}
      empty={<EmptyState title={t('wallet.flowEmpty')} />}
    >
      {(data) => (
        <>
          <ul className={common.list} aria-busy={page.isPlaceholderData}>
            {data.list.map((entry) => (
              <FlowEntry key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pager pageNum={data.pageNum} pageSize={data.pageSize} total={data.total} onChange={setPageNum} busy={page.isPlaceholderData} />
        </>
      )}
    </QueryView>
  );
}

function MyWallet({ storefront }: { storefront: Storefront }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const rechargeNo = search.get('rechargeNo');
  const [currencyName, setCurrencyName] = useState<CurrencyName | undefined>(undefined);
  const [flowType, setFlowType] = useState<FlowType | undefined>(undefined);
  const balances = useCustomerQuery(getUserBalanceAmountCall, WALLET_PAGE_REQUESTS.balances);
  return (
    <>
      {rechargeNo && isRechargeNo(rechargeNo) ? <TopUpResult rechargeNo={rechargeNo} onClose={() => navigate('/my/wallet', { replace: true })} /> : null}
      <section className={common.card} aria-labelledby="wallet-balances">
        <h2 id="wallet-balances" className={common.cardTitle}>
          {t('member.wallet.balances')}
        </h2>
        <QueryView
          query={balances}
          loading={
            <BalancesLoading listClassName={styles.balances} itemClassName={`${styles.balance} ${styles.balanceLoading}`} />
          }
          isEmpty={(data) => data.length === 0}
          empty={<p className={common.muted}>{t('member.wallet.noBalances')}</p>}
        >
          {(data) => (
            <ul className={styles.balances}>
              {data.map((balance) => (
                <li key={balance.currencyName} className={styles.balance} data-testid="wallet-balance">
                  <span className={common.muted}>{balance.currencyName}</span>
                  <Price money={{ currencyName: balance.currencyName, amount: balance.amountMinor }} size="lg" />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <TopUpForm storefront={storefront} />
      <UsdtDeposit storefront={storefront} />
      <section className={common.card} aria-labelledby="wallet-flow">
        <div className={styles.flowHead}>
          <h2 id="wallet-flow" className={common.cardTitle}>
            {t('wallet.flowTitle')}
          </h2>
          {balances.data && balances.data.length > 1 ? (
            <label className={styles.filter}>
              <span>{t('member.wallet.flowCurrency')}</span>
              <select value={currencyName ?? ''} onChange={(event) => setCurrencyName(balances.data?.find((balance) => balance.currencyName === event.target.value)?.currencyName)}>
                <option value="">{t('member.wallet.allCurrencies')}</option>
                {balances.data.map((balance) => (
                  <option key={balance.currencyName} value={balance.currencyName}>
                    {balance.currencyName}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <label className={styles.filter}>
            <span>{t('topup.flowTypeFilter')}</span>
            <select
              value={flowType ?? ''}
              onChange={(event) => setFlowType(FLOW_TYPES.find((type) => String(type) === event.target.value))}
            >
              <option value="">{t('topup.allTypes')}</option>
              {FLOW_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`wallet.flowType.${type}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Flow key={`${currencyName ?? ''}|${flowType ?? ''}`} currencyName={currencyName} flowType={flowType} />
      </section>
    </>
  );
}

/**
 * /my/wallet: the balance in every currency held, the wallet's operations, and topping up by pay way
 * or by USDT (docs/topup.md); where the storefront has the balance.
 */
export function WalletPage() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  const storefront = useStorefront();
  return (
    <RemotePage remote="member" className={common.page}>
      <h1 className={common.title}>{t('title.wallet')}</h1>
      {!signedIn ? (
        <SignInFirst reason={t('member.signIn')} />
      ) : !storefront ? (
        <LoadingState className={common.list}>
          <Skeleton height={120} />
          <Skeleton height={200} />
        </LoadingState>
      ) : storefront.features.includes('balance') ? (
        <MyWallet storefront={storefront} />
      ) : (
        <FeatureOff />
      )}
    </RemotePage>
  );
}
