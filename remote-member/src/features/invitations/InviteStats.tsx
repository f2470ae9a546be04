import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_PAGE_REQUESTS, inviteDataCall, type InvitationPeriod } from '@topup/shared/contract/invitation';
import { useCustomerQuery, useFormatMoney, useStorefront } from '@topup/shared/storefront';
import { LoadingState, QueryView, Skeleton, TextField } from '@topup/shared/ui';
import { checkInvitationPeriod } from '@topup/shared/validation';
import common from '../common/member.module.css';
import styles from './invitation.module.css';

/** The statistics' figures in the card's order, with the ids the tests read. */
const FIGURES = [
  { name: 'invitees', testId: 'invite-count' },
  { name: 'orders', testId: 'invite-orders' },
  { name: 'completed', testId: 'invite-completed' },
  { name: 'rewards', testId: 'invite-rewards' },
] as const;

type FigureName = (typeof FIGURES)[number]['name'];

/** The figures' tiles; without values (loading) each keeps its label and waits for its number, so the card keeps its size. */
function FigureTiles({ values, busy }: { values?: Record<FigureName, string>; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures} aria-busy={busy} data-testid={values ? 'invite-stats' : undefined}>
      {FIGURES.map(({ name, testId }) => (
        <div key={name} className={styles.figure}>
          <dt>{t(`invitation.stats.${name}`)}</dt>
          <dd data-testid={values ? testId : undefined}>{values ? values[name] : <Skeleton width="2ch" height="1lh" />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The statistics over a period the customer picks (at most 12 months; the server checks it too). */
export function InviteStats() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const storefront = useStorefront();
  // Nothing completed yet reads as nothing in the storefront's money, not a bare 0.
  const noneCompleted = storefront ? formatMoney({ currencyName: storefront.currencyName, amount: 0 }) : '0';
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
          <LoadingState>
            <FigureTiles />
          </LoadingState>
        }
      >
        {(data) => (
          <FigureTiles
            busy={stats.isPlaceholderData}
            values={{
              invitees: String(data.inviteeCount),
              orders: String(data.orderCount),
              completed: data.completedAmount.length === 0 ? noneCompleted : data.completedAmount.map((money) => formatMoney(money)).join(' · '),
              rewards:
                data.rewards.length === 0
                  ? '0'
                  : data.rewards.map((reward) => (reward.amount ? formatMoney(reward.amount) : t('invitation.stats.coupon'))).join(' · '),
            }}
          />
        )}
      </QueryView>
    </section>
  );
}
