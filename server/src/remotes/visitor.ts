import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@topup/shared/remotes';
import type { Visitor } from './remoteMap';

/** The visitor's share, 0-99, kept a year: a canary at N % shows to buckets below N, the same each visit. */
export const BUCKET_COOKIE = 'topup_canary_bucket';
/** Remotes a tester sees in their canary version for this browser session (`?canary=catalog,member`). */
export const TESTER_COOKIE = 'topup_canary';
const YEAR_SECONDS = 365 * 24 * 3600;

function cookies(request: FastifyRequest): Map<string, string> {
  const header = request.headers.cookie ?? '';
  return new Map(
    header.split(';').flatMap((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [] : [[pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim())] as [string, string]];
    }),
  );
}

function remotesIn(text: string | undefined): RemoteName[] {
  return (text ?? '').split(',').filter((name): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name));
}

/**
 * Who is asking for the map, as far as canaries care; sets the cookies that keep it so (a new
 * visitor's bucket, a tester's choice from the query, `?canary=off` to leave testing).
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): Visitor {
  const jar = cookies(request);
  let bucket = Number(jar.get(BUCKET_COOKIE));
  if (!Number.isInteger(bucket) || bucket < 0 || bucket > 99) {
    bucket = randomInt(100);
    reply.header('set-cookie', `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
  }
  const asked = (request.query as { canary?: unknown } | undefined)?.canary;
  let testing = remotesIn(jar.get(TESTER_COOKIE));
  if (typeof asked === 'string') {
    testing = asked === 'off' ? [] : remotesIn(asked);
    const cookie = `${TESTER_COOKIE}=${encodeURIComponent(testing.join(','))}; Path=/; SameSite=Lax${testing.length === 0 ? '; Max-Age=0' : ''}`;
    const existing = reply.getHeader('set-cookie');
    reply.header('set-cookie', existing ? [String(existing), cookie] : cookie);
  }
  return { bucket, testing };
}
