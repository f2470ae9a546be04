import fs from 'node:fs';

export interface BenchRow {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p97_5: number;
  p99: number;
  /** Connection errors, time-outs and non-2xx answers. */
  failures: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

export interface BenchRun {
  date: string;
  machine: string;
  database: string;
  products: number;
  rows: BenchRow[];
}

const HEADER = `# Benchmarks

Measured by \`corepack pnpm bench\` (server/bench/run.ts), never asserted by tests. Each run starts
the store in one Node process on a fresh database (a temporary PGlite, or a throwaway database on
the PostgreSQL server of \`DATABASE_URL\`), seeds the demo catalogue and 10,000 generated products
(four SKUs each, priced in every storefront currency), and loads each call for 10 s with 10
connections after a 2 s warm-up, using autocannon in the same process: the load generator shares
the CPU with the server, so the numbers are a floor. Requests vary: random products, pages 1 to 50
with every sort, seven search keywords (Cyrillic, Latin, mixed, and one that matches nothing).
Latency in milliseconds; RSS is the whole process's resident memory before and after the case;
"load" is the machine's 1-minute load average when the run started (other work moves the numbers).
Each run appends its rows below.

| Date | Machine | Database | Products | Call | Requests/s | p50 | p97.5 | p99 | Failed | RSS before → after (MB) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
`;

/** Appends a run's rows to the results table, creating the file with its explanation if needed. */
export function appendResults(file: string, run: BenchRun): void {
  if (!fs.existsSync(file)) fs.writeFileSync(file, HEADER);
  const lines = run.rows.map(
    (row) =>
      `| ${run.date} | ${run.machine} | ${run.database} | ${run.products} | ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p97_5} | ${row.p99} | ${row.failures} | ${row.rssBeforeMb} → ${row.rssAfterMb} |`,
  );
  fs.appendFileSync(file, `${lines.join('\n')}\n`);
}
