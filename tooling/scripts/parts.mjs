/** The front-end parts of the store, each built on its own into its own dist. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The one list of the host and the remotes (name, package, container, dev port): @topup/shared's remotes.manifest.json. */
export const MANIFEST = JSON.parse(readFileSync(path.join(repoRoot, 'shared', 'remotes.manifest.json'), 'utf8'));

export const FRONT_END_PARTS = [MANIFEST.host.package, ...MANIFEST.remotes.map((remote) => remote.package)];
