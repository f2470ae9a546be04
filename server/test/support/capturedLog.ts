import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { createLogger } from '../../src/app/logger';
import type { LogLevel } from '../../src/config/config';

/** The store's own logger (its redaction included) writing into `lines`, one JSON line each. */
export function capturedLog(level: LogLevel = 'info'): { logger: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger(level, sink), lines };
}
