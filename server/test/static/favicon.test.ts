import fs from 'node:fs';
import path from 'node:path';
import { accountsStoreForTests } from '../auth/accountsStore';
import { closeTemplates, pgliteBackend } from '../support/backends';
import { FAVICON_LINK, FAVICON_SVG } from '../../src/static/favicon';
import { NOT_BUILT_PAGE } from '../../src/static/notBuiltPage';

afterAll(closeTemplates);

describe("the server's own pages carry the store's icon", () => {
  const store = accountsStoreForTests(pgliteBackend);

  it('is the very icon of the shell', () => {
    const shellIcon = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'tooling', 'webpack', 'favicon.svg'), 'utf8');
    expect(FAVICON_SVG).toBe(shellIcon.trim());
  });

  it('on the not-built page, the development pages and the outbox', async () => {
    expect(NOT_BUILT_PAGE).toContain(FAVICON_LINK);
    for (const url of ['/dev/money', '/dev/outbox']) {
      const page = await store.app.inject(url);
      expect([url, page.statusCode]).toEqual([url, 200]);
      expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,');
    }
  });
});
