import { remotesConfigSchema, type RemotesConfig } from '@topup/shared/contract';

const CONFIG_TIMEOUT_MS = 3000;

/**
 * Reads /remotes.json, the server's map of remote name -> manifest URL. Without it the shell still
 * renders: every remote area then shows its fallback instead of the whole page failing.
 */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  try {
    const response = await fetch('/remotes.json', {
      cache: 'no-cache',
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return remotesConfigSchema.parse(await response.json());
  } catch (error) {
    console.error('[federation] /remotes.json could not be read; remote areas will show their fallback', error);
    return {};
  }
}
