import fs from 'node:fs';
import { REMOTE_NAMES, type RemoteName } from '@topup/shared/remotes';
import { remotesConfigSchema, type RemotesConfig } from '@topup/shared/contract';
import { releaseManifestUrl } from './versions';

/** What the operations file holds now: nothing, a usable map, or a mistake to refuse whole. */
export type SeedFile = { kind: 'missing' } | { kind: 'valid'; text: string; map: RemotesConfig } | { kind: 'invalid'; text: string; problem: string };

/** Each remote's published release: where a remote points when nothing else names it. */
export function defaultRemotesConfig(versions: Record<RemoteName, string>): RemotesConfig {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, releaseManifestUrl(name, versions[name])])) as RemotesConfig;
}

/**
 * Reads remotes.json, a seed of the registry. A file with any mistake (broken JSON, an unknown
 * remote, an empty URL) is invalid as a whole: half of a map is never taken.
 */
export function readSeedFile(file: string): SeedFile {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'invalid', text: '', problem: `cannot read: ${String(error)}` };
  }
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return { kind: 'invalid', text, problem: 'not valid JSON' };
  }
  if (content === null || typeof content !== 'object' || Array.isArray(content)) {
    return { kind: 'invalid', text, problem: 'must be an object of remote name -> manifest URL' };
  }
  const unknown = Object.keys(content).filter((key) => !(REMOTE_NAMES as readonly string[]).includes(key));
  if (unknown.length > 0) return { kind: 'invalid', text, problem: `unknown remote ${unknown.join(', ')} (known: ${REMOTE_NAMES.join(', ')})` };
  const parsed = remotesConfigSchema.safeParse(content);
  if (!parsed.success) {
    return { kind: 'invalid', text, problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ') };
  }
  return { kind: 'valid', text, map: parsed.data };
}
