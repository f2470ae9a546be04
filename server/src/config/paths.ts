import path from 'node:path';
import { remoteManifestEntry, type RemoteName } from '@topup/shared/remotes';

/** Where the server finds builds and keeps its data; all derived from two roots. */
export interface StorePaths {
  pgliteDir: string;
  releasesDir: string;
  /** Operations' override of /remotes.json, re-read on every request. */
  remotesFile: string;
  hostDist: string;
  /** Every locale's texts, served with version stamps. */
  localesDir: string;
}

export function storePaths(roots: { repoRoot: string; dataDir: string }): StorePaths {
  return {
    pgliteDir: path.join(roots.dataDir, 'pglite'),
    releasesDir: path.join(roots.dataDir, 'releases'),
    remotesFile: path.join(roots.dataDir, 'remotes.json'),
    hostDist: path.join(roots.repoRoot, 'host', 'dist'),
    localesDir: path.join(roots.repoRoot, 'shared', 'locales'),
  };
}

export function remotePackageDir(repoRoot: string, name: RemoteName): string {
  return path.join(repoRoot, remoteManifestEntry(name).package);
}
