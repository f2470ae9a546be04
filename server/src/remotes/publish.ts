import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@topup/shared/remotes';
import { remotePackageDir } from '../config/paths';
import { contentHash, isPublishedFile } from './releaseFolder';
import { readRemoteVersion } from './versions';

export interface PublishOptions {
  repoRoot: string;
  releasesDir: string;
  /** Told about remotes that are not built; defaults to silence. */
  warn?: (message: string) => void;
}

export interface PublishedRemote {
  name: RemoteName;
  version: string;
  /** published: copied now; unchanged: the identical release was already there; missing: no build. */
  outcome: 'published' | 'unchanged' | 'missing';
}

/**
 * Copies each remote's build (remote-<name>/dist) to <releasesDir>/<name>/<version>/, version
 * being the remote's package.json version: the development and demo flow of `start`. An identical
 * release is left alone; a different build under the same version replaces it, so rebuilding
 * without bumping the version still shows. Releases for visitors go through `release` instead
 * (src/cli/release.ts), which writes each build once under <version>+<content hash>.
 */
export function publishRemoteBuilds(options: PublishOptions): PublishedRemote[] {
  return REMOTE_NAMES.map((name) => publishRemote(name, options));
}

function publishRemote(name: RemoteName, { repoRoot, releasesDir, warn }: PublishOptions): PublishedRemote {
  const version = readRemoteVersion(repoRoot, name);
  const dist = path.join(remotePackageDir(repoRoot, name), 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    warn?.(`remote ${name} is not built (no ${path.join(dist, 'mf-manifest.json')}): it is not published`);
    return { name, version, outcome: 'missing' };
  }
  const target = path.join(releasesDir, name, version);
  if (fs.existsSync(target) && contentHash(target) === contentHash(dist)) {
    return { name, version, outcome: 'unchanged' };
  }
  // Copy beside the target and swap it in, so a crash mid-copy never leaves a half release.
  const staging = `${target}.staging-${process.pid}`;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.rmSync(staging, { recursive: true, force: true });
  // Neither the build's input stamp nor source maps are for visitors.
  fs.cpSync(dist, staging, { recursive: true, filter: (source) => isPublishedFile(path.relative(dist, source).split(path.sep).join('/')) });
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(staging, target);
  return { name, version, outcome: 'published' };
}
