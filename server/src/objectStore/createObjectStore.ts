import type { FormsConfig } from '../config/formsConfig';
import { LocalObjectStore } from './localObjectStore';
import type { ObjectStore } from './objectStore';
import { S3ObjectStore } from './s3ObjectStore';

/** The configured store: the local folder by default, an S3-compatible one with OBJECT_STORE=s3. */
export function createObjectStore(config: FormsConfig, now: () => Date): ObjectStore {
  return config.objectStore.kind === 's3' ? new S3ObjectStore(config.objectStore, now) : new LocalObjectStore(config.objectStore);
}
