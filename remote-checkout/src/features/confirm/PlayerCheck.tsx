import { useTranslation } from 'react-i18next';
import { Checkbox } from '@topup/shared/ui';
import type { PlayerCheckState } from './usePlayerCheck';
import styles from './PlayerCheck.module.css';

export interface PlayerCheckProps {
  state: PlayerCheckState;
  nickname: string | null;
  confirmed: boolean;
  onConfirm(confirmed: boolean): void;
  /** Message key when paying was stopped for want of the confirmation. */
  error?: string;
}

/**
 * What the game partner says about the player: the nickname to compare with the game, or that it
 * does not know this id, in which case paying needs the buyer's explicit confirmation.
 */
export function PlayerCheck({ state, nickname, confirmed, onConfirm, error }: PlayerCheckProps) {
  const { t } = useTranslation();
  if (state === 'off' || state === 'incomplete') return null;
  if (state === 'checking') {
    return (
      <p className={styles.checking} role="status">
        {t('checkout.player.checking')}
      </p>
    );
  }
  if (state === 'found') {
    return (
      <p className={styles.found} role="status" data-testid="player-found">
        {t('checkout.player.found')} <strong className={styles.nickname}>{nickname}</strong>
      </p>
    );
  }
  return (
    <div className={styles.unknown} data-testid="player-unknown">
      <p className={styles.text} role="status">
        {state === 'unknown' ? t('checkout.player.unknown') : t('checkout.player.unavailable')}
      </p>
      <Checkbox
        name="playerConfirmed"
        label={t('checkout.player.confirm')}
        checked={confirmed}
        error={error ? t(error) : undefined}
        onChange={(event) => onConfirm(event.target.checked)}
      />
    </div>
  );
}
