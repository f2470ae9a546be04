import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { rechargeStatusCall, type Recharge } from '@topup/shared/contract/topup';
import { CUSTOMER_QUERY_ROOT, useCustomerQuery, useFormatMoney } from '@topup/shared/storefront';
import { Button, ErrorState, LoadingState, Skeleton } from '@topup/shared/ui';
import common from '../common/member.module.css';
import styles from './wallet.module.css';

/** How often a pending top-up is asked about: the webhook usually comes within seconds. */
const POLL_MS = 1500;

const pending = (recharge: Recharge | undefined) => !recharge || recharge.status === 'pending';

/**
 * The top-up's result, where the provider's page sends the customer back
 * (/my/wallet?rechargeNo=&outcome=): asked until the provider's word arrives; then the wallet's
 * figures are read again, so the new balance shows.
 */
export function TopUpResult({ rechargeNo, onClose }: { rechargeNo: string; onClose(): void }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const queryClient = useQueryClient();
  const recharge = useCustomerQuery(rechargeStatusCall, { rechargeNo }, { refetchEvery: (data) => (pending(data) ? POLL_MS : false) });
  const settled = recharge.data && !pending(recharge.data) ? recharge.data.status : null;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: [CUSTOMER_QUERY_ROOT] });
  }, [settled, queryClient]);

  return (
    <section className={[common.card, styles.result].join(' ')} aria-live="polite" data-testid="topup-result">
      <h2 className={common.cardTitle}>{t('topup.result.title', { rechargeNo })}</h2>
      {recharge.isError ? (
        <ErrorState title={t('topup.result.error')} onRetry={() => void recharge.refetch()} />
      ) : !recharge.data ? (
        <LoadingState>
          <Skeleton height={24} />
        </LoadingState>
      ) : (
        <p className={recharge.data.status === 'paid' ? styles.in : undefined}>
          {t(`topup.result.${recharge.data.status}`, { amount: formatMoney(recharge.data.amount) })}
        </p>
      )}
      <Button variant="secondary" onClick={onClose}>
        {t('topup.result.close')}
      </Button>
    </section>
  );
}
