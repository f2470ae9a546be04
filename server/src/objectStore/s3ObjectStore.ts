import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StoreConfig } from '../config/formsConfig';
import type { ObjectStore, SignedLink, StoredObjectHead } from './objectStore';
import { SNIFF_BYTES } from './imageType';

const secondsUntil = (expiresAt: Date, now: Date) => Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));

/**
 * Any S3-compatible store: presigned PUT and GET links (signature version 4). A presigned PUT
 * cannot cap the size, so the stored size and bytes are checked (head) before an image is used,
 * and an object over its cap is refused and removed.
 */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3StoreConfig,
    private readonly now: () => Date,
  ) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async signPut(key: string, options: { contentType: string; maxBytes: number; expiresAt: Date }): Promise<SignedLink> {
    const command = new PutObjectCommand({ Bucket: this.config.bucket, Key: key, ContentType: options.contentType });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: secondsUntil(options.expiresAt, this.now()),
      signingDate: this.now(),
      signableHeaders: new Set(['content-type']),
    });
    return { url, headers: { 'Content-Type': options.contentType } };
  }

  async signGet(key: string, expiresAt: Date): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.config.bucket, Key: key });
    return getSignedUrl(this.client, command, { expiresIn: secondsUntil(expiresAt, this.now()), signingDate: this.now() });
  }

  async head(key: string): Promise<StoredObjectHead | null> {
    try {
      const about = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key, Range: `bytes=0-${SNIFF_BYTES - 1}` }));
      const head = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      return { head, size: about.ContentLength ?? 0 };
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound' || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** Read from a link it signs (offline): the endpoint's, or the bucket's own host in virtual-hosted style. */
  async browserOrigin(): Promise<string> {
    return new URL(await this.signGet('origin', new Date(this.now().getTime() + 60_000))).origin;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}
