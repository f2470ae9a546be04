import fs from 'node:fs';
import { REMOTE_NAMES, type RemoteName } from '@topup/shared/remotes';
import { remotesConfigSchema, type RemotesConfig } from '@topup/shared/contract';
import { releaseManifestUrl } from './versions';

export interface RemotesConfigSources {
  /** Each remote's published version: the defaults point at those releases. */
  versions: Record<RemoteName, string>;
  /** The operations file; missing is normal, invalid is reported and ignored. */
  overrideFile: string;
  /** REMOTE_<NAME>_URL values: fixed for this process, they win over the file. */
  envUrls: Partial<Record<RemoteName, string>>;
  onInvalidFile: (problem: string) => void;
}

/**
 * The answer of /remotes.json, computed afresh on every call so that editing the override file
 * swaps a remote on the next page load without a restart. Precedence: env over file over defaults.
 */
export function resolveRemotesConfig(sources: RemotesConfigSources): RemotesConfig {
  const defaults = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, releaseManifestUrl(name, sources.versions[name])]),
  ) as RemotesConfig;
  return { ...defaults, ...readOverrideFile(sources, defaults), ...sources.envUrls };
}

/** Only a file that yields a complete, valid configuration once merged is taken, never half of one. */
function readOverrideFile(sources: RemotesConfigSources, defaults: RemotesConfig): Partial<RemotesConfig> {
  let text: string;
  try {
    text = fs.readFileSync(sources.overrideFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') sources.onInvalidFile(`cannot read: ${String(error)}`);
    return {};
  }
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    sources.onInvalidFile('not valid JSON');
    return {};
  }
  if (content === null || typeof content !== 'object' || Array.isArray(content)) {
    sources.onInvalidFile('must be an object of remote name -> manifest URL');
    return {};
  }
  const merged = remotesConfigSchema.safeParse({ ...defaults, ...content });
  if (!merged.success) {
    sources.onInvalidFile(merged.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; '));
    return {};
  }
  return merged.data;
}
