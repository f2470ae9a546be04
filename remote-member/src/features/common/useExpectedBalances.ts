import { useCommonState } from '@topup/shared/commonState';

/**
 * How many balances a page is about to show, as far as the shell already knows them (its own
 * balance list, asked for with the page): 0 for a customer without money, 1 before the shell knows.
 * The page's skeleton takes that shape, so nothing moves when its answer arrives.
 */
export function useExpectedBalances(): number {
  return useCommonState((state) => (state.balancesKnown ? state.balanceList.length : 1));
}
