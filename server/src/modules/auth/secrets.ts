import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, base64url: authorization codes, access and refresh tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens and client secrets are stored: hex SHA-256 (they are long random values). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A verification code's stored form: keyed by the server pepper, so a database dump alone cannot test the 10^6 codes. */
export function hashCode(code: string, pepper: string): string {
  return createHmac('sha256', pepper).update(code).digest('hex');
}

/** Six random digits. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
