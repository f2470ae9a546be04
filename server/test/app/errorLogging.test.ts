import { Writable } from 'node:stream';
import pino from 'pino';
import { registerCall } from '../../src/app/registerCall';
import { closeTemplates } from '../support/backends';
import { createFakeRepo, removeDirs, tempDir } from '../support/fakeRepo';
import { buildTestApp } from '../support/testApp';
import { brokenCall } from './testCalls';

it('logs an unexpected failure with its stack while the client sees none of it', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const repoRoot = createFakeRepo();
  const dataDir = tempDir('topup-data-');
  const store = await buildTestApp({
    repoRoot,
    dataDir,
    logger: pino({ level: 'error' }, sink),
    extend: async (app) => {
      await app.register(
        async (api) =>
          registerCall(api, brokenCall, () => {
            throw new Error('disk on fire');
          }),
        { prefix: '/api' },
      );
    },
  });
  try {
    const response = await store.app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('disk on fire');
    const entry = JSON.parse(lines.find((line) => line.includes('disk on fire')) ?? '{}');
    expect(entry.msg).toBe('unexpected failure');
    expect(entry.err.stack).toContain('errorLogging.test.ts');
  } finally {
    await store.close();
    await closeTemplates();
    removeDirs(repoRoot, dataDir);
  }
});
