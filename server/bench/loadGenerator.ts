/**
 * autocannon in a process of its own, for the API part of the bench: sharing the server's event
 * loop, the load generator takes CPU from the server it measures. Reads a LoadJob as JSON on stdin,
 * writes a LoadResult as JSON on stdout.
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  path: string;
  body?: unknown;
}

export interface LoadJob {
  origin: string;
  method: 'GET' | 'POST';
  /** Each request is one of these, picked at random, so the load spreads like real traffic. */
  requests: readonly LoadRequest[];
  connections: number;
  seconds: number;
  headers: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Runs one job's load in this process. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const result = await autocannon({
    url: job.origin,
    connections: job.connections,
    duration: job.seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path, body } = pick(job.requests);
          const base = { ...request, method: job.method, path };
          return body === undefined
            ? { ...base, headers: job.headers }
            : { ...base, body: JSON.stringify(body), headers: { ...job.headers, 'content-type': 'application/json' } };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

if (require.main === module) {
  readStdin()
    .then((text) => runLoad(JSON.parse(text) as LoadJob))
    .then((result) => process.stdout.write(JSON.stringify(result)))
    .catch((error: unknown) => {
      process.stderr.write(`load generator failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    });
}
