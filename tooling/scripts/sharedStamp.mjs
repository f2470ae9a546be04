/**
 * Ties @topup/shared's version to its content. shared/content-stamp.json records the version of
 * shared/package.json together with a hash of shared/src (tests aside): a change to the code every
 * part runs must come with a new version, or a remote built against it would load beside a host
 * that only looks the same.
 *
 *   node tooling/scripts/sharedStamp.mjs          record the stamp (after bumping the version)
 *   node tooling/scripts/sharedStamp.mjs --check  fail when the content changed and the version did not
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './parts.mjs';

const sharedDir = path.join(repoRoot, 'shared');
const stampFile = path.join(sharedDir, 'content-stamp.json');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
    });
}

export function sharedContentHash() {
  const hash = createHash('sha256');
  for (const file of sourceFiles(path.join(sharedDir, 'src'))) {
    hash.update(path.relative(sharedDir, file).split(path.sep).join('/')).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const version = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).version;
const contentHash = sharedContentHash();

if (process.argv.includes('--check')) {
  const stamp = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, 'utf8')) : {};
  if (stamp.contentHash !== contentHash && stamp.version === version) {
    console.error(
      `shared/src changed but @topup/shared is still ${version}: bump "version" in shared/package.json ` +
        '(minor for additions, major for breaking changes; docs/releases.md), then run corepack pnpm shared:stamp',
    );
    process.exit(1);
  }
  if (stamp.contentHash !== contentHash || stamp.version !== version) {
    console.error(`@topup/shared ${version} is not stamped yet: run corepack pnpm shared:stamp`);
    process.exit(1);
  }
} else {
  writeFileSync(stampFile, `${JSON.stringify({ version, contentHash }, null, 2)}\n`);
  console.log(`shared:stamp: @topup/shared ${version} ${contentHash.slice(0, 12)}`);
}
