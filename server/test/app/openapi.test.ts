import { storeForTests } from '../support/testApp';

const store = storeForTests();

it('publishes the calls as OpenAPI at /api/docs/json', async () => {
  const response = await store.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const document = response.json();
  expect(document.openapi).toBe('3.1.0');
  const health = document.paths['/api/health'].get;
  expect(health.tags).toEqual(['system']);
  const envelope = health.responses['200'].content['application/json'].schema;
  expect(envelope.required).toEqual(['code', 'data', 'message']);
  expect(document.paths['/remotes.json']).toBeDefined();
  expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
});

it('serves the documentation UI and its assets from this server', async () => {
  const page = await store.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.body).not.toMatch(/(src|href)="https?:/);
  const bundle = await store.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
  expect(bundle.statusCode).toBe(200);
});

it('relaxes style-src for the documentation pages only', async () => {
  const styleSources = async (url: string) =>
    /style-src ([^;]*)/.exec(String((await store.app.inject({ method: 'GET', url })).headers['content-security-policy']))?.[1];
  expect(await styleSources('/api/docs/')).toBe("'self' 'unsafe-inline'");
  expect(await styleSources('/')).toBe("'self'");
});
