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
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
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
