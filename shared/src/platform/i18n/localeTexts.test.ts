import { INLINE_LOCALE_VERSIONS_ID, loadLocaleTexts } from './localeTexts';

function answer(body: unknown, status = 200) {
  return { ok: status < 400, status, json: async () => body };
}

function serverWith(versions: Record<string, string>, texts: Record<string, unknown>) {
  const calls: string[] = [];
  const fetcher = jest.fn(async (url: string) => {
    calls.push(url);
    if (url === '/locales/versions.json') return answer(versions);
    const match = /^\/locales\/(\w+)\.json\?v=(\w+)$/.exec(url);
    if (match) return answer(texts);
    return answer('not found', 404);
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

const VERSIONS = { ru: 'aaa', mx: 'm1', br: 'b1', en: 'e1', me: 'me1' };

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});

it('takes the version stamps the page came with, fetching only the texts', async () => {
  const stamps = document.createElement('script');
  stamps.type = 'application/json';
  stamps.id = INLINE_LOCALE_VERSIONS_ID;
  stamps.textContent = JSON.stringify({ ...VERSIONS, ru: 'inline' });
  document.head.appendChild(stamps);
  const server = serverWith(VERSIONS, { brand: 'TopUp' });
  expect(await loadLocaleTexts('ru', server.fetcher)).toEqual({ brand: 'TopUp' });
  expect(server.calls).toEqual(['/locales/ru.json?v=inline']);
});

it('downloads a locale once and serves it from the browser while its version stands', async () => {
  const server = serverWith(VERSIONS, { brand: 'TopUp' });
  expect(await loadLocaleTexts('ru', server.fetcher)).toEqual({ brand: 'TopUp' });
  expect(await loadLocaleTexts('ru', server.fetcher)).toEqual({ brand: 'TopUp' });
  expect(server.calls).toEqual(['/locales/versions.json', '/locales/ru.json?v=aaa', '/locales/versions.json']);
});

it('downloads the texts again when the version changes', async () => {
  await loadLocaleTexts('ru', serverWith(VERSIONS, { brand: 'old' }).fetcher);
  const changed = serverWith({ ...VERSIONS, ru: 'bbb' }, { brand: 'new' });
  expect(await loadLocaleTexts('ru', changed.fetcher)).toEqual({ brand: 'new' });
  expect(changed.calls).toContain('/locales/ru.json?v=bbb');
});

it('keeps using the stored texts when the server cannot name the version', async () => {
  await loadLocaleTexts('en', serverWith(VERSIONS, { brand: 'kept' }).fetcher);
  const down = jest.fn(async () => answer('down', 503)) as unknown as typeof fetch;
  expect(await loadLocaleTexts('en', down)).toEqual({ brand: 'kept' });
});

it('fails when there are neither server texts nor stored ones', async () => {
  const down = jest.fn(async () => answer('down', 503)) as unknown as typeof fetch;
  await expect(loadLocaleTexts('mx', down)).rejects.toThrow('HTTP 503');
});
