import { S3ObjectStore } from '../../src/objectStore/s3ObjectStore';

// The AWS documentation's example credentials: the presigning runs offline, no store is asked.
const store = new S3ObjectStore(
  {
    kind: 's3',
    endpoint: 'http://minio.local:9000',
    region: 'us-east-1',
    bucket: 'uploads',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    forcePathStyle: true,
  },
  () => new Date('2026-01-01T00:00:00Z'),
);
const expiresAt = new Date('2026-01-01T00:10:00Z');

it('presigns a PUT with signature version 4 for the path-style bucket, the key, the content type and the expiry', async () => {
  const link = await store.signPut('forms/7/9/abc', { contentType: 'image/png', maxBytes: 2048, expiresAt });
  const url = new URL(link.url);
  expect(`${url.origin}${url.pathname}`).toBe('http://minio.local:9000/uploads/forms/7/9/abc');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': 'AKIAIOSFODNN7EXAMPLE/20260101/us-east-1/s3/aws4_request',
    'X-Amz-Date': '20260101T000000Z',
    'X-Amz-Expires': '600',
    'X-Amz-SignedHeaders': 'content-type;host',
    'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(link.headers).toEqual({ 'Content-Type': 'image/png' });
  // The same request signs the same; another content type or key signs otherwise.
  expect((await store.signPut('forms/7/9/abc', { contentType: 'image/png', maxBytes: 2048, expiresAt })).url).toBe(link.url);
  const jpeg = new URL((await store.signPut('forms/7/9/abc', { contentType: 'image/jpeg', maxBytes: 2048, expiresAt })).url);
  expect(jpeg.searchParams.get('X-Amz-Signature')).not.toBe(url.searchParams.get('X-Amz-Signature'));
});

it('presigns a GET that expires', async () => {
  const url = new URL(await store.signGet('forms/7/9/abc', new Date('2026-01-01T00:05:00Z')));
  expect(url.pathname).toBe('/uploads/forms/7/9/abc');
  expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
  expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
  expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
});

it('names the origin the browser uploads to: the endpoint, or the bucket host of AWS', async () => {
  expect(await store.browserOrigin()).toBe('http://minio.local:9000');
  const aws = new S3ObjectStore(
    { kind: 's3', endpoint: undefined, region: 'eu-central-1', bucket: 'topup-uploads', accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', forcePathStyle: false },
    () => new Date('2026-01-01T00:00:00Z'),
  );
  expect(await aws.browserOrigin()).toBe('https://topup-uploads.s3.eu-central-1.amazonaws.com');
});
