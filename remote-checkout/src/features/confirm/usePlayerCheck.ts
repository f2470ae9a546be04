import { useQuery, useQueryClient } from '@tanstack/react-query';
import { playerCheckCall, type AccountValues, type PlayerCheckResult } from '@topup/shared/contract';
import { request } from '@topup/shared/http';
import { useDebouncedValue } from '../common/useDebouncedValue';
import { accountKeyOf } from './accountFields';

/** Typing pauses this long before the game partner is asked. */
export const PLAYER_CHECK_DELAY_MS = 500;

const UNAVAILABLE: PlayerCheckResult = { result: 'unavailable' };

/** Never fails: a refusal or no answer means the partner could not tell, which counts as unknown. */
async function checkPlayer(productId: string, account: AccountValues): Promise<PlayerCheckResult> {
  try {
    const answer = await request(playerCheckCall, { productId, account }, { silent: true });
    return answer === true ? UNAVAILABLE : answer;
  } catch {
    return UNAVAILABLE;
  }
}

export type PlayerCheckState = 'off' | 'incomplete' | 'checking' | PlayerCheckResult['result'];

/**
 * The player check before paying: once the account fields are valid and typing has paused, the
 * game partner is asked for the in-game nickname. `ensure` answers for exactly the given values
 * (from the cache when already asked), for the pay button, which must not wait on the pause.
 */
export function usePlayerCheck({ productId, account, enabled }: { productId: string | undefined; account: AccountValues | null; enabled: boolean }) {
  const queryClient = useQueryClient();
  const key = account ? accountKeyOf(account) : null;
  const settledKey = useDebouncedValue(key, PLAYER_CHECK_DELAY_MS);
  const optionsFor = (values: AccountValues) => ({
    queryKey: ['checkout', 'playerCheck', productId, accountKeyOf(values)],
    queryFn: () => checkPlayer(productId ?? '', values),
    staleTime: Infinity,
  });
  const query = useQuery({
    ...optionsFor(account ?? {}),
    enabled: enabled && productId !== undefined && account !== null && settledKey === key,
  });
  let state: PlayerCheckState = 'checking';
  if (!enabled) state = 'off';
  else if (!account) state = 'incomplete';
  else if (query.data) state = query.data.result;
  return {
    state,
    nickname: query.data?.result === 'found' ? query.data.nickname : null,
    ensure: (values: AccountValues) => queryClient.fetchQuery(optionsFor(values)),
  };
}
