import { useTranslation } from 'react-i18next';
import { playerProfilesCall, type AccountValues, type orderConfirmPageRequests, type PlayerProfile } from '@topup/shared/contract';
import { useLocaleQuery } from '@topup/shared/storefront';
import { accountKeyOf } from './accountFields';
import styles from './SavedPlayers.module.css';

export interface SavedPlayersProps {
  /** The game's saved players, as orderConfirmPageRequests names them. */
  request: ReturnType<typeof orderConfirmPageRequests>['savedPlayers'];
  /** The values now in the form, to mark the profile they match. */
  current: AccountValues | null;
  onPick(profile: PlayerProfile): void;
}

/** The buyer's saved players of this game, newest first: one press fills the account fields. */
export function SavedPlayers({ request, current, onPick }: SavedPlayersProps) {
  const { t } = useTranslation();
  const profiles = useLocaleQuery(playerProfilesCall, request, { requestOptions: { cacheTtl: 0 } });
  if (!profiles.data?.length) return null;
  const currentKey = current ? accountKeyOf(current) : null;
  return (
    <div className={styles.saved} role="group" aria-label={t('checkout.player.saved')}>
      <p className={styles.label}>{t('checkout.player.saved')}</p>
      <div className={styles.list}>
        {profiles.data.map((profile) => (
          <button
            key={profile.id}
            type="button"
            className={styles.profile}
            aria-pressed={accountKeyOf(profile.account) === currentKey}
            onClick={() => onPick(profile)}
          >
            <span className={styles.nickname}>{profile.nickname ?? t('checkout.player.noNickname')}</span>
            <span className={styles.ids}>{Object.values(profile.account).join(' · ')}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
