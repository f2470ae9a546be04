import path from 'node:path';
import { z } from 'zod';

/** Where form uploads go, how their links are signed, and how forms are reviewed (docs/forms.md). */
export interface FormsConfig {
  objectStore: LocalStoreConfig | S3StoreConfig;
  /** Seconds a signed upload or read link lives (UPLOAD_LINK_TTL_SECONDS). */
  linkTtlSeconds: number;
  /** Sandbox review of every submission at once (FORM_AUTO_REVIEW=accept|reject); off by default. */
  autoReview: 'accept' | 'reject' | undefined;
}

export interface LocalStoreConfig {
  kind: 'local';
  /** Folder of the bytes (OBJECT_STORE_DIR, `${DATA_DIR}/uploads` by default). */
  dir: string;
  /** HMAC-SHA256 key of the store's own links (UPLOAD_SIGNING_SECRET). */
  signingSecret: string;
}

/** Any S3-compatible store (OBJECT_STORE=s3): AWS, MinIO, Ceph, R2... */
export interface S3StoreConfig {
  kind: 's3';
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (S3_FORCE_PATH_STYLE=1), which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
}

/** Development default of UPLOAD_SIGNING_SECRET; production refuses to start with it. */
export const DEV_UPLOAD_SIGNING_SECRET = 'topup-dev-upload-signing-secret';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = () => z.preprocess(emptyAsUndefined, z.string().optional());

export const formsEnvSchema = z.object({
  OBJECT_STORE: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
  OBJECT_STORE_DIR: optional(),
  UPLOAD_SIGNING_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  UPLOAD_LINK_TTL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(30).max(7 * 24 * 3600).default(600)),
  S3_ENDPOINT: optional(),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  S3_BUCKET: optional(),
  S3_ACCESS_KEY_ID: optional(),
  S3_SECRET_ACCESS_KEY: optional(),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('0')),
  FORM_AUTO_REVIEW: z.preprocess(emptyAsUndefined, z.enum(['accept', 'reject']).optional()),
});

/** The forms' settings; problems (a missing S3 setting) go to `problems`; production's own checks are in config.ts. */
export function formsConfigOf(values: z.output<typeof formsEnvSchema>, dataDir: string, problems: string[]): FormsConfig {
  const base = { linkTtlSeconds: values.UPLOAD_LINK_TTL_SECONDS, autoReview: values.FORM_AUTO_REVIEW };
  if (values.OBJECT_STORE === 's3') {
    for (const variable of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (values[variable] === undefined) problems.push(`${variable}: required when OBJECT_STORE=s3`);
    }
    return {
      ...base,
      objectStore: {
        kind: 's3',
        endpoint: values.S3_ENDPOINT,
        region: values.S3_REGION,
        bucket: values.S3_BUCKET ?? '',
        accessKeyId: values.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: values.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: values.S3_FORCE_PATH_STYLE === '1',
      },
    };
  }
  return {
    ...base,
    objectStore: {
      kind: 'local',
      dir: path.resolve(values.OBJECT_STORE_DIR ?? path.join(dataDir, 'uploads')),
      signingSecret: values.UPLOAD_SIGNING_SECRET ?? DEV_UPLOAD_SIGNING_SECRET,
    },
  };
}
