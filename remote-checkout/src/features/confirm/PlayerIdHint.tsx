import { useTranslation } from 'react-i18next';
import type { AccountField } from '@topup/shared/contract';
import styles from './PlayerIdHint.module.css';

/** A phone with a game's profile open, its ID under the nickname circled: drawn for the store. */
function ProfilePicture() {
  return (
    <svg className={styles.picture} viewBox="0 0 120 160" width="120" height="160" aria-hidden="true" focusable="false">
      <rect x="10" y="4" width="100" height="152" rx="14" fill="#1e2330" stroke="#2e3546" strokeWidth="3" />
      <rect x="20" y="20" width="80" height="120" rx="6" fill="#161a23" />
      <circle cx="38" cy="40" r="10" fill="#5aa9ff" />
      <rect x="54" y="32" width="36" height="6" rx="3" fill="#eef1f7" />
      <rect x="54" y="43" width="30" height="5" rx="2.5" fill="#ff7a1a" />
      <ellipse cx="69" cy="45.5" rx="21" ry="8" fill="none" stroke="#ff7a1a" strokeWidth="2" />
      <rect x="28" y="64" width="64" height="6" rx="3" fill="#2e3546" />
      <rect x="28" y="78" width="52" height="6" rx="3" fill="#2e3546" />
      <rect x="28" y="92" width="58" height="6" rx="3" fill="#2e3546" />
    </svg>
  );
}

/**
 * "Where is my player ID?": the picture and where the game shows each value it needs, in the
 * catalogue's words for that game; a general answer naming the game where the catalogue has none.
 */
export function PlayerIdHint({ game, fields }: { game: string; fields: readonly AccountField[] }) {
  const { t } = useTranslation();
  const hints = fields.flatMap((field) => (field.hint ? [field.hint] : []));
  return (
    <details className={styles.hint} data-testid="player-id-hint">
      <summary>{t('checkout.playerIdHint.question')}</summary>
      <div className={styles.body}>
        <ProfilePicture />
        <div className={styles.text}>
          {hints.length > 0 ? hints.map((hint) => <p key={hint}>{hint}</p>) : <p>{t('checkout.playerIdHint.answer', { game })}</p>}
        </div>
      </div>
    </details>
  );
}
