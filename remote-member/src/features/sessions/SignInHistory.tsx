import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SESSIONS_PAGE_REQUESTS, signInHistoryCall } from '@topup/shared/contract/sessions';
import { CUSTOMER_QUERY_ROOT, useCustomerQuery } from '@topup/shared/storefront';
import { Button, EmptyState, LoadingState, QueryView, Skeleton, showToast } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { revokeOtherSessions } from './api';
import { SessionRow } from './SessionRow';

/** The sign-in history of /my/safe, with "sign out everywhere else". */
export function SignInHistory() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const history = useCustomerQuery(signInHistoryCall, SESSIONS_PAGE_REQUESTS.signInHistory);
  const [busy, setBusy] = useState(false);

  async function signOutOthers() {
    if (busy) return;
    setBusy(true);
    try {
      const { revoked } = await revokeOtherSessions();
      showToast({ type: 'success', message: t('sessions.signedOutOthers', { count: revoked }) });
      await queryClient.invalidateQueries({ queryKey: [CUSTOMER_QUERY_ROOT] });
    } catch {
      // The client has shown the refusal already.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={common.card} aria-labelledby="sign-in-history">
      <h2 id="sign-in-history" className={common.cardTitle}>
        {t('sessions.historyTitle')}
      </h2>
      <div className={common.actions}>
        <Button variant="secondary" onClick={() => void signOutOthers()} disabled={busy} aria-busy={busy} data-testid="sign-out-others">
          {t('sessions.signOutOthers')}
        </Button>
      </div>
      <QueryView
        query={history}
        loading={
          <LoadingState className={common.list}>
            <Skeleton height={64} />
            <Skeleton height={64} />
          </LoadingState>
        }
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t('sessions.historyEmpty')} />}
      >
        {(data) => (
          <ul className={common.list}>
            {data.map((session) => (
              <SessionRow key={session.sessionId} session={session} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
