/**
 * Where uploads live: the browser PUTs the bytes straight to the store with a signed link that
 * expires, and reads them back with another; the API never carries the bytes.
 */
export interface SignedLink {
  url: string;
  /** Headers the browser must send with the request (signed with it). */
  headers: Record<string, string>;
}

export interface StoredObjectHead {
  /** The first bytes, to tell the real content type. */
  head: Uint8Array;
  size: number;
}

export interface ObjectStore {
  /** A link to PUT at most `maxBytes` of `contentType` at `key` until `expiresAt`. */
  signPut(key: string, options: { contentType: string; maxBytes: number; expiresAt: Date }): Promise<SignedLink>;
  /** A link to GET the object at `key` until `expiresAt`. */
  signGet(key: string, expiresAt: Date): Promise<string>;
  /** The object's first bytes and size; null when nothing was uploaded there. */
  head(key: string): Promise<StoredObjectHead | null>;
  remove(key: string): Promise<void>;
  /**
   * The origin the browser sends uploads to and reads them from, when it is not this site: the
   * page's security policy must let the page reach it.
   */
  browserOrigin(): Promise<string | null>;
}
