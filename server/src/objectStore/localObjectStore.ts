import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile, open } from 'node:fs/promises';
import path from 'node:path';
import type { LocalStoreConfig } from '../config/formsConfig';
import type { ObjectStore, SignedLink, StoredObjectHead } from './objectStore';
import { SNIFF_BYTES } from './imageType';

/** Where the local store serves its objects: outside /api, which the client leaves /object paths without (spec 7). */
export const LOCAL_OBJECT_PREFIX = '/object/uploads/';

/** Object keys the stores accept: a few path segments of safe characters, nothing to climb out of the folder. */
export const OBJECT_KEY_PATTERN = /^[a-z0-9]+(?:\/[A-Za-z0-9_-]+){1,4}$/;

export type LinkOperation = 'put' | 'get';

export interface LinkTerms {
  op: LinkOperation;
  key: string;
  /** ms since the epoch. */
  expires: number;
  /** PUT only: the most bytes and the content type the browser must declare. */
  max?: number;
  type?: string;
}

/**
 * The default object store: a folder of the server, with links it signs itself (HMAC-SHA256 of
 * the operation, key, expiry and, for a PUT, the size cap and content type) and serves under
 * LOCAL_OBJECT_PREFIX (localObjectRoutes.ts).
 */
export class LocalObjectStore implements ObjectStore {
  constructor(private readonly config: LocalStoreConfig) {}

  /** Its links are this site's. */
  async browserOrigin(): Promise<null> {
    return null;
  }

  signature(terms: LinkTerms): string {
    const text = [terms.op, terms.key, terms.expires, terms.max ?? '', terms.type ?? ''].join('\n');
    return createHmac('sha256', this.config.signingSecret).update(text).digest('hex');
  }

  /** Whether a link's signature is this store's for these terms (and not expired at `now`). */
  verify(terms: LinkTerms, signature: string, now: Date): boolean {
    if (!OBJECT_KEY_PATTERN.test(terms.key) || !Number.isSafeInteger(terms.expires) || terms.expires < now.getTime()) return false;
    const expected = Buffer.from(this.signature(terms), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private link(terms: LinkTerms): string {
    const query = new URLSearchParams({ expires: String(terms.expires) });
    if (terms.max !== undefined) query.set('max', String(terms.max));
    if (terms.type !== undefined) query.set('type', terms.type);
    query.set('sig', this.signature(terms));
    return `${LOCAL_OBJECT_PREFIX}${terms.key}?${query.toString()}`;
  }

  async signPut(key: string, options: { contentType: string; maxBytes: number; expiresAt: Date }): Promise<SignedLink> {
    const url = this.link({ op: 'put', key, expires: options.expiresAt.getTime(), max: options.maxBytes, type: options.contentType });
    return { url, headers: { 'Content-Type': options.contentType } };
  }

  async signGet(key: string, expiresAt: Date): Promise<string> {
    return this.link({ op: 'get', key, expires: expiresAt.getTime() });
  }

  fileOf(key: string): string {
    if (!OBJECT_KEY_PATTERN.test(key)) throw new Error(`Not an object key: ${key}`);
    return path.join(this.config.dir, ...key.split('/'));
  }

  /** Writes the whole object at once: a reader never sees half of it. */
  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.fileOf(key)).catch(() => null);
  }

  async head(key: string): Promise<StoredObjectHead | null> {
    const file = this.fileOf(key);
    const size = await stat(file).then((stats) => stats.size, () => null);
    if (size === null) return null;
    const handle = await open(file, 'r');
    try {
      const head = Buffer.alloc(Math.min(SNIFF_BYTES, size));
      await handle.read(head, 0, head.length, 0);
      return { head, size };
    } finally {
      await handle.close();
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}
