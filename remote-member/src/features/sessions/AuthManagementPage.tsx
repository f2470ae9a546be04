import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SESSIONS_PAGE_REQUESTS, sessionListCall } from '@topup/shared/contract/sessions';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { CUSTOMER_QUERY_ROOT, useCustomerQuery } from '@topup/shared/storefront';
import { Button, EmptyState, LoadingState, QueryView, RemotePage, SignInFirst, Skeleton, showToast } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { revokeSession } from './api';
import { SessionRow } from './SessionRow';

function Sessions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useCustomerQuery(sessionListCall, SESSIONS_PAGE_REQUESTS.sessions);
  const [revoking, setRevoking] = useState<string | null>(null);

  async function revoke(sessionId: string) {
    if (revoking) return;
    setRevoking(sessionId);
    try {
      await revokeSession(sessionId);
      showToast({ type: 'success', message: t('sessions.revoked') });
      await queryClient.invalidateQueries({ queryKey: [CUSTOMER_QUERY_ROOT] });
    } catch {
      // The client has shown the refusal already.
    } finally {
      setRevoking(null);
    }
  }

  return (
    <section className={common.card} aria-labelledby="signed-in-devices">
      <h2 id="signed-in-devices" className={common.cardTitle}>
        {t('sessions.devicesTitle')}
      </h2>
      <QueryView
        query={sessions}
        loading={
          <LoadingState className={common.list}>
            <Skeleton height={64} />
            <Skeleton height={64} />
          </LoadingState>
        }
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t('sessions.devicesEmpty')} />}
      >
        {(data) => (
          <ul className={common.list}>
            {data.map((session) => (
              <SessionRow
                key={session.sessionId}
                session={session}
                action={
                  session.current ? null : (
                    <Button variant="ghost" onClick={() => void revoke(session.sessionId)} disabled={revoking !== null} aria-busy={revoking === session.sessionId}>
                      {t('sessions.revoke')}
                    </Button>
                  )
                }
              />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/** /auth-management: the devices signed in to the account, each of which can be signed out. */
export function AuthManagementPage() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  return (
    <RemotePage remote="member" className={common.page}>
      <h1 className={common.title}>{t('title.authManagement')}</h1>
      <p className={common.muted}>
        {t('sessions.intro')}{' '}
        <Link to={links.mySafety()} className={common.link}>
          {t('sessions.toSafety')}
        </Link>
      </p>
      {signedIn ? <Sessions /> : <SignInFirst reason={t('sessions.signIn')} />}
    </RemotePage>
  );
}
