import { useTranslation } from 'react-i18next';
import type { OrderProduct } from '@topup/shared/contract';
import { Checkbox, ErrorState, LoadingState, Skeleton } from '@topup/shared/ui';
import styles from '../common/checkout.module.css';
import { AccountFields } from './AccountFields';
import { PlayerCheck } from './PlayerCheck';
import { PlayerIdHint } from './PlayerIdHint';
import { SavedPlayers } from './SavedPlayers';
import type { ConfirmFormState } from './useConfirmForm';

export interface ConfirmPlayerSectionProps {
  form: ConfirmFormState;
  product: Pick<OrderProduct, 'categoryId' | 'categoryName'>;
}

/** Who gets the top-up: saved players, the game's account fields, the player check, saving the profile. */
export function ConfirmPlayerSection({ form, product }: ConfirmPlayerSectionProps) {
  const { t } = useTranslation();
  const { signedIn, account, player, saveProfile, errors } = form;
  const { prePay, fields } = account;
  return (
    <section className={styles.card} aria-labelledby="checkout-player">
      <h2 id="checkout-player" className={styles.cardTitle}>
        {t('checkout.player.title')}
      </h2>
      {prePay.data ? (
        <>
          {signedIn ? <SavedPlayers request={account.savedPlayers} current={account.validAccount} onPick={account.pickProfile} /> : null}
          {fields.length === 0 ? <p className={styles.muted}>{t('checkout.player.noFields')}</p> : null}
          <AccountFields fields={fields} values={account.values} errors={errors} onChange={account.changeAccount} />
          {fields.length > 0 ? <PlayerIdHint game={product.categoryName} fields={fields} /> : null}
          {signedIn ? (
            <PlayerCheck
              state={player.check.state}
              nickname={player.check.nickname}
              confirmed={player.confirmed}
              error={errors.playerConfirmed}
              onConfirm={player.confirmPlayer}
            />
          ) : prePay.data.playerCheck ? (
            <p className={styles.muted}>{t('checkout.player.signInToCheck')}</p>
          ) : null}
          {signedIn && fields.length > 0 ? (
            <Checkbox name="saveProfile" label={t('checkout.player.save')} checked={saveProfile.checked} onChange={(event) => saveProfile.set(event.target.checked)} />
          ) : null}
        </>
      ) : prePay.isError ? (
        <ErrorState onRetry={() => void prePay.refetch()} />
      ) : (
        <LoadingState>
          <Skeleton height={44} />
        </LoadingState>
      )}
    </section>
  );
}
