import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_PAGE_REQUESTS, inviteDataCall, type InvitationPeriod } from '@topup/shared/contract/invitation';
import { useCustomerQuery, useFormatMoney } from '@topup/shared/storefront';
import { LoadingState, QueryView, Skeleton, TextField } from '@topup/shared/ui';
import { checkInvitationPeriod } from '@topup/shared/validation';
import common from '../common/member.module.css';
import styles from './invitation.module.css';

/** The statistics over a period the customer picks (at most 12 months; the server checks it too). */
export function InviteStats() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [draft, setDraft] = useState<InvitationPeriod>(() => INVITATION_PAGE_REQUESTS.stats(new Date()));
  const problem = checkInvitationPeriod(draft.start, draft.end);
  const [period, setPeriod] = useState<InvitationPeriod>(draft);
  const stats = useCustomerQuery(inviteDataCall, period, { keepPrevious: true });

  const change = (field: keyof InvitationPeriod, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (checkInvitationPeriod(next.start, next.end) === null) setPeriod(next);
  };

  return (
    <section className={common.card} aria-labelledby="invite-stats">
      <h2 id="invite-stats" className={common.cardTitle}>
        {t('invitation.stats.title')}
      </h2>
      <div className={styles.period}>
        <TextField type="date" label={t('invitation.stats.from')} value={draft.start} max={draft.end} onChange={(event) => change('start', event.target.value)} />
        <TextField
          type="date"
          label={t('invitation.stats.to')}
          value={draft.end}
          min={draft.start}
          onChange={(event) => change('end', event.target.value)}
          hint={t('invitation.stats.limit')}
          error={problem ? t(problem) : undefined}
        />
      </div>
      <QueryView
        query={stats}
        loading={
          <LoadingState className={styles.figures}>
            <Skeleton height={64} />
            <Skeleton height={64} />
            <Skeleton height={64} />
          </LoadingState>
        }
      >
        {(data) => (
          <dl className={styles.figures} aria-busy={stats.isPlaceholderData} data-testid="invite-stats">
            <div className={styles.figure}>
              <dt>{t('invitation.stats.invitees')}</dt>
              <dd data-testid="invite-count">{data.inviteeCount}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('invitation.stats.orders')}</dt>
              <dd data-testid="invite-orders">{data.orderCount}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('invitation.stats.completed')}</dt>
              <dd>{data.completedAmount.length === 0 ? '0' : data.completedAmount.map((money) => formatMoney(money)).join(' · ')}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('invitation.stats.rewards')}</dt>
              <dd data-testid="invite-rewards">
                {data.rewards.length === 0
                  ? '0'
                  : data.rewards.map((reward) => (reward.amount ? formatMoney(reward.amount) : t('invitation.stats.coupon'))).join(' · ')}
              </dd>
            </div>
          </dl>
        )}
      </QueryView>
    </section>
  );
}
