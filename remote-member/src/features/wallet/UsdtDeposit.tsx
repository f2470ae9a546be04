import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getUserBalanceAmountCall, isCurrencyName, minorToDecimal, walletFlowCall, type Storefront } from '@topup/shared/contract';
import { queryDigitalAddressCall, queryTransactionAddressCall, WALLET_PAGE_REQUESTS, type Deposit } from '@topup/shared/contract/topup';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '@topup/shared/http';
import { QrCode } from '@topup/shared/qr';
import { useSession } from '@topup/shared/session';
import { customerQueryKey, useCustomerQuery, useFormatDateTime, useFormatMoney } from '@topup/shared/storefront';
import { Button, CopyButton, LoadingState, QueryView, Skeleton } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { depositAddress } from './api';
import styles from './wallet.module.css';

const QR_SIZE = 176;

/** Deposits are asked about this often while one is confirming (a TRON block takes 3 s). */
const POLL_MS = 5000;

const usdt = (amountMinor: number) => minorToDecimal(amountMinor, 'USDT');

function DepositRow({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const formatMoney = useFormatMoney();
  return (
    <li className={styles.entry} data-testid="usdt-deposit">
      <div className={styles.what}>
        <strong>{usdt(deposit.amount.amount)} USDT</strong>
        <span className={[common.muted, styles.txId].join(' ')}>{deposit.txId}</span>
        <time className={common.muted} dateTime={new Date(deposit.createTime).toISOString()}>
          {formatTime(deposit.createTime)}
        </time>
      </div>
      <div className={styles.figures}>
        <span className={deposit.status === 'credited' ? styles.in : undefined}>
          {t(`topup.usdt.status.${deposit.status}`, { amount: deposit.credited ? formatMoney(deposit.credited) : '' })}
        </span>
        {deposit.status === 'confirming' ? (
          <span className={common.muted}>
            {t('topup.usdt.confirmations', { count: Math.min(deposit.confirmations, deposit.confirmationsRequired), required: deposit.confirmationsRequired })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function Deposits() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useCustomerQuery(
    queryTransactionAddressCall,
    {},
    { refetchEvery: (data) => (data?.some((deposit) => deposit.status === 'confirming') ? POLL_MS : POLL_MS * 3) },
  );
  const credited = list.data?.filter((deposit) => deposit.status === 'credited').length ?? 0;
  const [seen, setSeen] = useState(credited);
  if (credited !== seen) {
    // A deposit was credited since the last answer: the balance and the flows change with it.
    setSeen(credited);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(getUserBalanceAmountCall.path) || query.queryKey.includes(walletFlowCall.path) });
  }
  return (
    <>
      <h3 className={styles.subTitle}>{t('topup.usdt.deposits')}</h3>
      <QueryView
        query={list}
        loading={
          <LoadingState>
            <Skeleton height={48} />
          </LoadingState>
        }
        isEmpty={(data) => data.length === 0}
        empty={<p className={common.muted}>{t('topup.usdt.noDeposits')}</p>}
      >
        {(data) => (
          <ul className={common.list}>
            {data.map((deposit, position) => (
              // One transaction may carry several transfers to the address: the id alone repeats.
              <DepositRow key={`${deposit.txId}:${position}`} deposit={deposit} />
            ))}
          </ul>
        )}
      </QueryView>
    </>
  );
}

/** Top-up by USDT on TRC20: the customer's own deposit address, its QR code and the transfers seen to it; nothing where USDT is off. */
export function UsdtDeposit({ storefront }: { storefront: Storefront }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((state) => state.accessToken);
  const address = useCustomerQuery(queryDigitalAddressCall, WALLET_PAGE_REQUESTS.depositAddress, { requestOptions: { quietCodes: [ResultCode.FUNCTION_UNAVAILABLE] } });
  const [opening, setOpening] = useState(false);
  // 17: the store watches no chain, so it takes no USDT.
  if (address.error instanceof ApiError && address.error.code === ResultCode.FUNCTION_UNAVAILABLE) return null;

  async function open() {
    if (!isCurrencyName(storefront.currencyName)) return;
    setOpening(true);
    try {
      const opened = await depositAddress(storefront.currencyName);
      queryClient.setQueryData(customerQueryKey(queryDigitalAddressCall, token, {}), opened);
    } catch {
      // The client has told the customer already.
    } finally {
      setOpening(false);
    }
  }

  return (
    <section className={common.card} aria-labelledby="usdt-title">
      <h2 id="usdt-title" className={common.cardTitle}>
        {t('topup.usdt.title')}
      </h2>
      <QueryView
        query={address}
        loading={
          // The size of what most customers see here: the button that opens their address.
          <LoadingState>
            <Skeleton height={40} />
          </LoadingState>
        }
        isEmpty={(data) => data === null}
        empty={
          <Button onClick={() => void open()} disabled={opening} aria-busy={opening}>
            {t('topup.usdt.open')}
          </Button>
        }
      >
        {(data) =>
          data ? (
            <>
              <p>
                {t('topup.usdt.intro', { network: data.network, currency: data.currencyName, rate: data.rate, confirmations: data.confirmations })}
              </p>
              <div className={styles.deposit}>
                <QrCode value={data.address} size={QR_SIZE} label={t('topup.usdt.qr')} className={styles.qr} />
                <dl className={styles.terms}>
                  <dt>{t('topup.usdt.network')}</dt>
                  <dd data-testid="usdt-network">{data.network}</dd>
                  <dt>{t('topup.usdt.address')}</dt>
                  <dd className={styles.address} data-testid="usdt-address">
                    {data.address}
                  </dd>
                </dl>
              </div>
              <CopyButton text={data.address} copiedMessage={t('topup.usdt.copied')}>
                {t('topup.usdt.copy')}
              </CopyButton>
              <p className={common.muted}>{t('topup.usdt.minimum', { amount: usdt(data.minDepositMinor) })}</p>
              <p className={styles.warning}>{t('topup.usdt.warning', { network: data.network })}</p>
              <Deposits />
            </>
          ) : null
        }
      </QueryView>
    </section>
  );
}
