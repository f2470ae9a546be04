import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { RemotePage, SignInFirst, Skeleton, LoadingState, ErrorState } from '@topup/shared/ui';
import common from '../common/member.module.css';
import { useAccountInviteCode } from './useAccountInviteCode';
import { InviteeList, InviteeOrders } from './InviteeLists';
import { InviteShare } from './InviteShare';
import { InviteStats } from './InviteStats';

function MyInvitation() {
  const account = useAccountInviteCode();
  if (account.state === 'loading')
    return (
      <LoadingState className={common.list}>
        <Skeleton height={240} />
      </LoadingState>
    );
  if (account.state === 'failed') return <ErrorState onRetry={account.retry} />;
  return (
    <>
      <InviteShare inviteCode={account.inviteCode} />
      <InviteStats />
      <InviteeList />
      <InviteeOrders />
    </>
  );
}

/** /my/invitation: the caller's code and link to share, the poster, the statistics, the invitees and their orders. */
export function InvitationPage() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  return (
    <RemotePage remote="member" className={common.page}>
      <h1 className={common.title}>{t('title.invitation')}</h1>
      <p className={common.muted}>
        {t('invitation.intro')}{' '}
        <Link to={links.invitationProgramme()} className={common.link}>
          {t('invitation.aboutProgramme')}
        </Link>
      </p>
      {signedIn ? <MyInvitation /> : <SignInFirst reason={t('invitation.signIn')} />}
    </RemotePage>
  );
}
