import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@topup/shared/remotes';
import { remotePackageDir } from '../config/paths';

/** A version becomes a folder name and a URL segment, so only plain semver-like text is accepted. */
const SAFE_VERSION = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/** The version a remote's package.json declares: its releases are published under that name. */
export function readRemoteVersion(repoRoot: string, name: RemoteName): string {
  const manifestPath = path.join(remotePackageDir(repoRoot, name), 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { version?: unknown };
  if (typeof version !== 'string' || !SAFE_VERSION.test(version)) {
    throw new Error(`${manifestPath}: "version" must be a semantic version such as 1.2.3`);
  }
  return version;
}

export function readRemoteVersions(repoRoot: string): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, readRemoteVersion(repoRoot, name)])) as Record<
    RemoteName,
    string
  >;
}

/** Where a published release's manifest is served. */
export function releaseManifestUrl(name: RemoteName, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}
