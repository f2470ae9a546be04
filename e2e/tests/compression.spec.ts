import { expect, test, type Response } from '@playwright/test';

/** Answers smaller than this may go as they are (the server's compression threshold). */
const SMALL = 1024;
const TEXT = /javascript|json|css|html|svg|text\//;

/**
 * The budget of docs/benchmarks.md's first visit: every text file a browser that accepts gzip
 * (Chromium sends gzip, deflate, br, zstd) downloads on its first visit arrives compressed.
 */
for (const url of ['/', '/detail/1011']) {
  test(`the first visit of ${url} sends no text file uncompressed`, async ({ page }) => {
    const answers: Promise<{ path: string; encoding?: string; size: number } | undefined>[] = [];
    page.on('response', (response: Response) => {
      answers.push(
        (async () => {
          const type = response.headers()['content-type'] ?? '';
          if (response.status() !== 200 || !TEXT.test(type)) return undefined;
          const body = await response.body().catch(() => undefined);
          return { path: new URL(response.url()).pathname, encoding: response.headers()['content-encoding'], size: body?.length ?? 0 };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const texts = (await Promise.all(answers)).filter((answer) => answer !== undefined);
    expect(texts.some((answer) => answer.path.endsWith('.js'))).toBe(true);
    const uncompressed = texts.filter((answer) => answer.size >= SMALL && !['br', 'gzip'].includes(answer.encoding ?? ''));
    expect(uncompressed.map((answer) => `${answer.path} (${answer.size} bytes)`)).toEqual([]);
  });
}
