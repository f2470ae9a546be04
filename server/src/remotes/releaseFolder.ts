import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Written by `release` beside the build's files: which remote, version and commit the folder holds. */
export const RELEASE_INFO_FILE = 'release.json';

export interface ReleaseInfo {
  remote: string;
  version: string;
  commit: string;
  releasedAt: string;
}

/** Files of a build that visitors never get: the build's input stamp and source maps. */
export function isPublishedFile(relative: string): boolean {
  const name = path.posix.basename(relative);
  return name !== '.build-inputs' && !name.endsWith('.map') && !name.endsWith('.map.gz') && !name.endsWith('.map.br');
}

function listFiles(root: string, prefix = ''): string[] {
  const entries = fs.readdirSync(path.join(root, prefix), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return listFiles(root, relative);
    return entry.isFile() && isPublishedFile(relative) ? [relative] : [];
  });
}

/** The files a release of this build holds, relative to the build folder. */
export function publishedFiles(dist: string): string[] {
  return listFiles(dist);
}

/** A short digest of the published files' paths and contents: the release folder's name ends with it. */
export function contentHash(dist: string): string {
  const hash = createHash('sha256');
  // The release's own info file is not part of the build it describes.
  const files = publishedFiles(dist).filter((relative) => relative !== RELEASE_INFO_FILE);
  for (const relative of files) hash.update(relative).update('\0').update(fs.readFileSync(path.join(dist, relative))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/** `<version>+<content hash>`: a new build is a new folder, so a published release never changes. */
export function releaseFolderName(version: string, dist: string): string {
  return `${version}+${contentHash(dist)}`;
}

export type WriteOutcome = 'written' | 'already-there';

/**
 * Writes the published files of `dist` to `target` once. A folder that is already there is never
 * touched: same name means same content (the name carries the hash), so it is 'already-there',
 * unless its content differs, which is refused. Copied beside and renamed in, so a crash never
 * leaves half a release.
 */
export function writeReleaseOnce(dist: string, target: string, info?: ReleaseInfo): WriteOutcome {
  if (fs.existsSync(target)) {
    if (contentHash(target) !== contentHash(dist)) throw new Error(`${target} exists with other content: a published release is never overwritten`);
    return 'already-there';
  }
  const staging = `${target}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  for (const relative of publishedFiles(dist)) {
    const file = path.join(staging, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.copyFileSync(path.join(dist, relative), file);
  }
  if (info) fs.writeFileSync(path.join(staging, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  fs.renameSync(staging, target);
  return 'written';
}
