/** The front-end parts of the store, each built on its own into its own dist. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const FRONT_END_PARTS = ['host', 'remote-catalog', 'remote-checkout', 'remote-member', 'remote-activities'];
