import { useTranslation } from 'react-i18next';
import type { AccountField, AccountValues } from '@topup/shared/contract';
import styles from './PlayerSummary.module.css';

export interface PlayerSummaryProps {
  account: AccountValues;
  /** The pre-pay form's fields, for their labels and option texts; keys are shown without them. */
  fields?: readonly AccountField[];
  nickname: string | null;
}

/** Who the top-up goes to: the in-game nickname when known, and each account value with its label. */
export function PlayerSummary({ account, fields = [], nickname }: PlayerSummaryProps) {
  const { t } = useTranslation();
  const entries = Object.entries(account);
  if (entries.length === 0 && !nickname) return null;
  return (
    <dl className={styles.player} data-testid="player-summary">
      {nickname ? (
        <div className={styles.row}>
          <dt>{t('checkout.player.nickname')}</dt>
          <dd className={styles.nickname}>{nickname}</dd>
        </div>
      ) : null}
      {entries.map(([key, value]) => {
        const field = fields.find((candidate) => candidate.key === key);
        const shown = field?.options.find((option) => option.value === value)?.label ?? value;
        return (
          <div key={key} className={styles.row}>
            <dt>{field?.label ?? key}</dt>
            <dd>{shown}</dd>
          </div>
        );
      })}
    </dl>
  );
}
