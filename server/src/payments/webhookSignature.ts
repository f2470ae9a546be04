import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from './provider';

/** Header of the store's sandbox providers: "t=<unix seconds>,v1=<hex HMAC-SHA256>". */
export const SIGNATURE_HEADER = 'x-topup-signature';

/** A webhook older (or further in the future) than this is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

function hmac(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The header value for a body sent at `at`: HMAC-SHA256 over "<timestamp>.<raw body>". */
export function signWebhook(secret: string, rawBody: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** Throws WebhookRejected unless the header signs this exact body with the secret, within the tolerance of `now`. */
export function verifyWebhookSignature(secret: string, header: string | undefined, rawBody: string, now: Date): void {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) throw new WebhookRejected('missing or malformed signature');
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new WebhookRejected('bad signature');
  if (Math.abs(now.getTime() - timestamp * 1000) > WEBHOOK_TOLERANCE_MS) throw new WebhookRejected('stale timestamp');
}
