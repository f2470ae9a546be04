import { configureHttp, httpClient, request } from './defaultClient';
import { envelope, fakeAdapter, fakePorts } from './testing';

describe('the page-wide client', () => {
  it('request() goes through the client configured by the host', async () => {
    const first = httpClient();
    const fake = fakeAdapter(() => ({ body: envelope('hello') }));
    const configured = configureHttp({ adapter: fake.adapter, ports: fakePorts() });
    expect(configured).not.toBe(first);
    expect(httpClient()).toBe(configured);
    await expect(request({ path: '/display/v1/page/info', access: 'public' })).resolves.toBe('hello');
    expect(fake.requests[0]?.url).toBe('/api/display/v1/page/info');
    configured.dispose();
  });
});
