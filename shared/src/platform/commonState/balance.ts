import { getUserBalanceAmountCall, SIGNED_IN_SHELL_REQUESTS } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { commonStore } from './commonStore';

/**
 * Fills the balance list from the server (signed-in customers only; the caller knows). Never
 * cached: a payment or a top-up changes it. A failure keeps the list as it was and shows nothing.
 */
export async function loadBalanceList(): Promise<void> {
  const answer = await request(getUserBalanceAmountCall, SIGNED_IN_SHELL_REQUESTS.balances, { silent: true, cacheTtl: 0 });
  if (Array.isArray(answer)) commonStore.setState({ balanceList: answer, balancesKnown: true });
}
