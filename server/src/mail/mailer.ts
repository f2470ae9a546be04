import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { mailOutbox } from './schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  database: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * With SMTP_URL the mail goes out through nodemailer and is not stored (the outbox would keep
 * codes in clear). Without it the mail is written to mail_outbox, read at GET /dev/outbox.
 * Either way the log says only that a mail went out, its subject and the recipient's domain:
 * never the text (it holds codes), the SMTP URL (it holds a password) or the whole address.
 */
export function createMailer(options: MailerOptions): Mailer {
  // nodemailer waits up to 2 minutes to connect and an hour on a silent socket: a visitor asking
  // for a code would wait as long. A mail server that does not answer in seconds is down.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : undefined;
  return {
    async send(mail) {
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        } catch (error) {
          options.log.error({ alert: 'mail-failed', err: error, toDomain: mail.to.split('@').pop(), subject: mail.subject }, 'mail could not be sent');
          throw error;
        }
      } else {
        await options.database.db.insert(mailOutbox).values({ ...mail, createdAt: options.now() });
      }
      options.log.info({ toDomain: mail.to.split('@').pop(), subject: mail.subject }, 'mail sent');
    },
  };
}

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** The outbox, newest first. */
export async function readOutbox(database: Database, limit = 100): Promise<OutboxEntry[]> {
  const rows = await database.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({ id: String(row.id), to: row.to, subject: row.subject, text: row.text, createdAt: row.createdAt }));
}
