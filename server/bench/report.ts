import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/config/repoRoot';

export const RESULTS_FILE = path.join(repoRoot, 'docs', 'benchmarks.md');

/** A markdown table from a header row and data rows. */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Appends one part's results (a titled section) to docs/benchmarks.md. */
export function appendSection(title: string, body: string): void {
  fs.appendFileSync(RESULTS_FILE, `\n## ${title}\n\n${body.trim()}\n`);
  process.stdout.write(`results appended to ${path.relative(repoRoot, RESULTS_FILE)}\n`);
}
