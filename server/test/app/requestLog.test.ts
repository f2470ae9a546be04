import Fastify, { LogController } from 'fastify';
import { registerRequestLog } from '../../src/app/requestLog';
import type { LogLevel } from '../../src/config/config';
import { capturedLog } from '../support/capturedLog';

async function answeredLines(level: LogLevel, request: { method: 'GET' | 'POST'; url: string }): Promise<Record<string, unknown>[]> {
  const { logger, lines } = capturedLog(level);
  const app = Fastify({ loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) });
  registerRequestLog(app);
  app.get('/page', async () => 'page');
  app.post('/order', async () => ({ ok: true }));
  await app.inject(request);
  await app.close();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'answered');
}

describe('the request log', () => {
  it('writes no line for a successful read at info, the bulk of the traffic', async () => {
    expect(await answeredLines('info', { method: 'GET', url: '/page' })).toEqual([]);
  });

  it('writes one line for a write and for a failed read at info', async () => {
    expect(await answeredLines('info', { method: 'POST', url: '/order' })).toEqual([expect.objectContaining({ method: 'POST', url: '/order', status: 200 })]);
    expect(await answeredLines('info', { method: 'GET', url: '/missing' })).toEqual([expect.objectContaining({ status: 404 })]);
  });

  it('writes successful reads at debug, with secrets in the URL redacted', async () => {
    const [line] = await answeredLines('debug', { method: 'GET', url: '/page?code=123456' });
    expect(line).toEqual(expect.objectContaining({ method: 'GET', status: 200 }));
    expect(String(line?.url)).not.toContain('123456');
  });

  it('writes nothing at warn', async () => {
    expect(await answeredLines('warn', { method: 'POST', url: '/order' })).toEqual([]);
  });
});
