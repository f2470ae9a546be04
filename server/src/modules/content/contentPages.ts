import { and, eq } from 'drizzle-orm';
import { type Locale } from '@topup/shared/contract';
import { contentDocumentSchema, type ContentPage, type ContentSlug } from '@topup/shared/contract/content';
import { ResultCode } from '@topup/shared/errors';
import { ApiError } from '../../app/ApiError';
import { publicDataChanged } from '../../app/publicDataChanges';
import type { DbHandle } from '../../db/database';
import { contentPages } from './schema';

/** The stored page, or 12 when that locale has none. */
export async function contentPage(db: DbHandle, locale: Locale, slug: ContentSlug): Promise<ContentPage> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.locale, locale), eq(contentPages.slug, slug)));
  if (!row) throw new ApiError(ResultCode.NO_DATA, 'No such page');
  return { ...contentDocumentSchema.parse(row.document), slug, locale, updateTime: row.updatedAt.getTime() };
}

/**
 * Writes a page (the operator's edit): the document must match the contract's schema, so nothing
 * but text reaches a browser. `onlyIfMissing` keeps an existing page (seeding).
 */
export async function saveContentPage(
  db: DbHandle,
  page: { locale: Locale; slug: ContentSlug; document: unknown },
  now: Date,
  options: { onlyIfMissing?: boolean } = {},
): Promise<void> {
  const document = contentDocumentSchema.parse(page.document);
  const insert = db.insert(contentPages).values({ locale: page.locale, slug: page.slug, document, updatedAt: now });
  if (options.onlyIfMissing) await insert.onConflictDoNothing();
  else await insert.onConflictDoUpdate({ target: [contentPages.locale, contentPages.slug], set: { document, updatedAt: now } });
  await publicDataChanged(db);
}
