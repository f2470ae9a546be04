import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { escapeHtml } from '../app/html';
import { readOutbox } from './mailer';
import { FAVICON_LINK } from '../static/favicon';

/**
 * GET /dev/outbox: the latest 100 mails of the outbox, newest first, as a plain HTML page, so a
 * person running the store locally can read their verification code. Mounted only when allowed.
 */
export function registerOutboxPage(app: FastifyInstance, database: Database): void {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await readOutbox(database);
    const items = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p>To: ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p><pre>${escapeHtml(mail.text)}</pre></article>`,
      )
      .join('\n');
    const body = `<!doctype html><html lang="ru"><head><meta charset="utf-8">${FAVICON_LINK}<title>Outbox</title></head><body><h1>Outbox (development)</h1>${
      items || '<p>No mail yet.</p>'
    }</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  });
}
