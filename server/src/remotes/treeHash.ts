import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A digest of every file's relative path and content under a folder: equal trees, equal hashes. */
export function treeHash(root: string): string {
  const hash = createHash('sha256');
  for (const relative of listFiles(root)) {
    hash.update(relative).update('\0').update(fs.readFileSync(path.join(root, relative))).update('\0');
  }
  return hash.digest('hex');
}

function listFiles(root: string, prefix = ''): string[] {
  const entries = fs.readdirSync(path.join(root, prefix), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return entries.flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return listFiles(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}
