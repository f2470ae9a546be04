import { isRemotesConfig, remotesConfigSchema, type RemotesConfig } from '@topup/shared/contract';
import { loadZod } from '@topup/shared/validation';

const CONFIG_TIMEOUT_MS = 3000;

/** The element the server puts in index.html with the map /remotes.json would answer. */
export const INLINE_REMOTES_ID = 'topup-remotes';

/** The map the page came with, or undefined when absent or unreadable (then it is fetched). */
function inlineRemotesConfig(): RemotesConfig | undefined {
  const text = document.getElementById(INLINE_REMOTES_ID)?.textContent;
  if (!text) return undefined;
  try {
    const config: unknown = JSON.parse(text);
    if (!isRemotesConfig(config)) throw new Error('not a map of remote names to manifest URLs');
    return config;
  } catch (error) {
    console.error('[federation] the inline remote map is invalid; reading /remotes.json', error);
    return undefined;
  }
}

/**
 * The server's map of remote name -> manifest URL: inline in index.html (no round trip before the
 * remotes can start loading), else /remotes.json. Without it the shell still renders: every
 * remote area then shows its fallback instead of the whole page failing.
 */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const inline = inlineRemotesConfig();
  if (inline) return inline;
  try {
    const response = await fetch('/remotes.json', {
      cache: 'no-cache',
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const [config] = await Promise.all([response.json(), loadZod()]);
    return remotesConfigSchema.parse(config);
  } catch (error) {
    console.error('[federation] /remotes.json could not be read; remote areas will show their fallback', error);
    return {};
  }
}
