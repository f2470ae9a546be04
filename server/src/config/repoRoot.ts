import path from 'node:path';

/** The workspace root (this file is server/src/config/repoRoot.ts). */
export const repoRoot = path.resolve(__dirname, '../../..');
