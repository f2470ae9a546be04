import { EVALUATE_CONFIG_PATH, evaluateConfigOf } from '@topup/shared/contract';
import { commonStore } from './commonStore';

const CONFIG_TIMEOUT_MS = 10_000;

/**
 * Loads the order evaluation config into the common state. A missing or malformed file leaves the
 * state as it was: review screens fall back to their defaults rather than fail.
 */
export async function loadEvaluateConfig(fetcher: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetcher(EVALUATE_CONFIG_PATH, { signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
    if (!response.ok) return;
    const config = evaluateConfigOf(await response.json());
    if (config) commonStore.setState({ evaluateConfig: config });
  } catch {
    // Offline or timed out: the next page load asks again.
  }
}
