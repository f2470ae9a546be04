import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerContactCall, customerContactsCall, type CustomerContact, type Locale } from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import { customerContacts } from './schema';
import type { ModuleDeps } from '../moduleDeps';
import { dbId, found, noData } from './catalogIds';
import { textIn } from './storefront';

function toContact(row: typeof customerContacts.$inferSelect, locale: Locale): CustomerContact {
  return { id: String(row.id), name: textIn(row.names, locale), accountId: row.accountId, channel: row.channel, qrContent: row.qrContent };
}

/** The customer-service contacts (the service page shows name, account id and a QR code). */
export async function contactRoutes(app: FastifyInstance, { database: { db } }: ModuleDeps): Promise<void> {
  registerCall(app, customerContactsCall, async ({ locale }) => {
    const rows = await db
      .select()
      .from(customerContacts)
      .where(eq(customerContacts.active, true))
      .orderBy(asc(customerContacts.sortOrder), asc(customerContacts.id));
    return rows.map((row) => toContact(row, locale));
  }, { cache: 'public' });

  registerCall(app, customerContactCall, async ({ locale, id }) => {
    const contactId = dbId(id);
    if (contactId === null) throw noData();
    const [row] = await db
      .select()
      .from(customerContacts)
      .where(and(eq(customerContacts.id, contactId), eq(customerContacts.active, true)));
    return toContact(found(row), locale);
  }, { cache: 'public' });
}
