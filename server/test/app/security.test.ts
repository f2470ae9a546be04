import { storeForTests } from '../support/testApp';

const REMOTE_ORIGIN = 'http://localhost:3001';
const OTHER_ORIGIN = 'https://evil.example';

const store = storeForTests({ env: { REMOTE_ORIGINS: `${REMOTE_ORIGIN}, https://cdn.example.com` } });

describe('security headers', () => {
  it('are on pages and API answers', async () => {
    for (const url of ['/', '/api/health', '/api/docs/']) {
      const response = await store.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.headers['strict-transport-security']).toBeDefined();
    }
  });

  it('are the short set of a JSON API on the API answers, a page policy on pages', async () => {
    const api = await store.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    for (const url of ['/', '/api/docs/']) {
      const page = await store.app.inject({ method: 'GET', url });
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('allow the store own and the remote origins code, and data: images', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/' });
    const directives = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources] as const),
    );
    const trusted = ["'self'", REMOTE_ORIGIN, 'https://cdn.example.com'];
    expect(directives.get('script-src')).toEqual(trusted);
    expect(directives.get('style-src')).toEqual(trusted);
    expect(directives.get('connect-src')).toEqual(trusted);
    expect(directives.get('img-src')).toEqual([...trusted, 'data:']);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('security headers with uploads in an S3 store', () => {
  const s3Store = storeForTests({
    env: { OBJECT_STORE: 's3', S3_ENDPOINT: 'http://minio.local:9000', S3_FORCE_PATH_STYLE: '1', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret-key' },
  });

  it('let the page send uploads to the store and show them, and nothing more', async () => {
    const policy = String((await s3Store.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const sources = (name: string) => new RegExp(`${name} ([^;]*)`).exec(policy)?.[1]?.split(' ');
    expect(sources('connect-src')).toContain('http://minio.local:9000');
    expect(sources('img-src')).toContain('http://minio.local:9000');
    expect(sources('script-src')).not.toContain('http://minio.local:9000');
  });
});

describe('CORS of the API', () => {
  it('allows a configured remote origin', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/health', headers: { origin: REMOTE_ORIGIN } });
    expect(response.headers['access-control-allow-origin']).toBe(REMOTE_ORIGIN);
  });

  it('answers the preflight of a configured origin, custom headers included', async () => {
    const response = await store.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: {
        origin: REMOTE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, distinctid',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(REMOTE_ORIGIN);
    expect(response.headers['access-control-allow-headers']).toBe('authorization, distinctid');
  });

  it('gives nothing to any other origin', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/health', headers: { origin: OTHER_ORIGIN } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await store.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: OTHER_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is named in the Vary of a kept public answer, with or without an origin asking', async () => {
    for (const headers of [{ origin: REMOTE_ORIGIN }, {}]) {
      const response = await store.app.inject({ method: 'GET', url: '/api/display/v1/category/buyerOrder?locale=ru', headers });
      expect(response.json()).toMatchObject({ code: 1 });
      expect(response.headers['cache-control']).toContain('public');
      expect(String(response.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual(['accept-encoding', 'origin']);
    }
  });

  it('is not needed for same-origin requests', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
