import { storeForTests } from '../support/testApp';

describe('the catalogue images', () => {
  const store = storeForTests();

  it('serves an image of the demo catalogue, cacheable and open to other origins', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/media/games/pubg-mobile.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain('<svg');
  });

  it("serves the WebP copy the catalogue shows, which a browser decodes off the page's main thread", async () => {
    const response = await store.app.inject({ method: 'GET', url: '/media/products/pubg-uc.webp', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('answers a missing image with a plain 404, never a page', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/media/games/nothing.svg', headers: { accept: 'image/*' } });
    expect(response.statusCode).toBe(404);
    expect((await store.app.inject({ method: 'GET', url: '/media/../package.json' })).statusCode).toBe(404);
  });
});
