import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { links } from '@topup/shared/remotes';
import { isSignedIn, useSession } from '@topup/shared/session';
import { useStorefront } from '@topup/shared/storefront';
import { RemotePage } from '@topup/shared/ui';
import styles from './InvitationLandingPage.module.css';

/** How the storefront rewards an inviter (docs/invitations.md): a balance credit, a coupon, or nothing. */
function rewardKind(features: readonly string[] | undefined): 'balance' | 'coupon' | 'none' {
  if (features?.includes('balance')) return 'balance';
  if (features?.includes('coupon')) return 'coupon';
  return 'none';
}

const STEPS = ['share', 'register', 'buy', 'reward'] as const;

/** /activies/invitation: the programme — what the inviter and the invitee get, and how it works. */
export function InvitationLandingPage() {
  const { t } = useTranslation();
  const signedIn = useSession(isSignedIn);
  const storefront = useStorefront();
  const invited = new URLSearchParams(useLocation().search).has('inviteCode');
  const reward = rewardKind(storefront?.features);
  return (
    <RemotePage remote="activities" className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('title.activityInvitation')}</h1>
        <p className={styles.lead}>{t(invited ? 'invitation.landing.invitedLead' : 'invitation.landing.lead')}</p>
        <p className={styles.promise} data-testid="delivery-promise">
          {t('invitation.landing.promise')}
        </p>
      </header>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="inviter-gets">
          <h2 id="inviter-gets" className={styles.cardTitle}>
            {t('invitation.landing.inviterTitle')}
          </h2>
          <p className={styles.text}>{t(`invitation.landing.inviterReward.${reward}`)}</p>
        </section>
        <section className={styles.card} aria-labelledby="invitee-gets">
          <h2 id="invitee-gets" className={styles.cardTitle}>
            {t('invitation.landing.inviteeTitle')}
          </h2>
          <p className={styles.text}>{t('invitation.landing.inviteeText')}</p>
        </section>
      </div>
      <section aria-labelledby="how-it-works" className={styles.how}>
        <h2 id="how-it-works" className={styles.cardTitle}>
          {t('invitation.landing.howTitle')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step} className={styles.step}>
              {t(`invitation.landing.steps.${step}`)}
            </li>
          ))}
        </ol>
      </section>
      <div className={styles.actions}>
        {signedIn ? (
          <Link to={links.myInvitation()} className={styles.action}>
            {t('invitation.landing.toMyInvitation')}
          </Link>
        ) : (
          <Link to="/reg" className={styles.action}>
            {t('invitation.landing.register')}
          </Link>
        )}
        <Link to={links.home()} className={styles.secondary}>
          {t('invitation.landing.toStore')}
        </Link>
      </div>
    </RemotePage>
  );
}
