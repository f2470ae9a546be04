import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the store's mail (SMTP, or the outbox in development). */
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  from: string;
  now: () => Date;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    app.decorate('mailer', createMailer({ database: app.database, log: app.log, ...options }));
  },
  { name: 'mail', dependencies: ['database'] },
);
