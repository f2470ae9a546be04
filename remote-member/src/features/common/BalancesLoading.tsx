import { useTranslation } from 'react-i18next';
import { useCommonState } from '@topup/shared/commonState';
import { LoadingState, PriceSkeleton, Skeleton } from '@topup/shared/ui';
import common from './member.module.css';

/**
 * The balances' final shape while they load, as far as the shell already knows them (its own
 * balance list, asked for with the page): a row or tile per balance, the no-money line for none,
 * one row before the shell knows. So nothing moves when the page's answer arrives.
 */
export function BalancesLoading({ listClassName, itemClassName }: { listClassName?: string; itemClassName?: string }) {
  const { t } = useTranslation();
  const expected = useCommonState((state) => (state.balancesKnown ? state.balanceList.length : 1));
  return (
    <LoadingState>
      {expected === 0 ? (
        <p className={common.muted} aria-hidden="true">
          {t('member.wallet.noBalances')}
        </p>
      ) : (
        <ul className={listClassName} aria-hidden="true">
          {Array.from({ length: expected }, (_, index) => (
            <li key={index} className={itemClassName}>
              <Skeleton width="3ch" height="1lh" />
              <PriceSkeleton size="lg" />
            </li>
          ))}
        </ul>
      )}
    </LoadingState>
  );
}
