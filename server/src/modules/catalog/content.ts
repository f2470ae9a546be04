import { and, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  activityByLinkSuffixCall,
  activityDetailCall,
  galleryInfoCall,
  pageInfoCall,
  type ActivityDetail,
  type Locale,
} from '@topup/shared/contract';
import { registerCall } from '../../app/registerCall';
import type { AppDatabase } from '../../db/database';
import { activities, activityBlocks, banners, pages, pageSections } from './schema';
import type { ModuleDeps } from '../moduleDeps';
import { dbId, dbIds, found, noData } from './catalogIds';
import { productCardsByIds } from './productCards';
import { textIn } from './storefront';

type Block = ActivityDetail['blocks'][number];

/** The published activity page `where` names, its blocks in order; code 12 when there is none. */
async function activityDetail(db: AppDatabase, locale: Locale, where: SQL): Promise<ActivityDetail> {
  const [row] = await db.select().from(activities).where(and(eq(activities.published, true), where));
  const activity = found(row);
  const blockRows = await db
    .select({ content: activityBlocks.content })
    .from(activityBlocks)
    .where(eq(activityBlocks.activityId, activity.id))
    .orderBy(asc(activityBlocks.position));
  const blocks: Block[] = [];
  for (const { content } of blockRows) {
    if (content.type === 'banner') blocks.push(content);
    if (content.type === 'text') blocks.push({ type: 'text', title: textIn(content.title, locale), body: textIn(content.body, locale) });
    if (content.type === 'products') {
      const products = await productCardsByIds(db, locale, dbIds(content.productIds));
      // A heading over nothing looks broken: a block none of whose products is listed here is left out.
      if (products.length > 0) blocks.push({ type: 'products', title: textIn(content.title, locale), products });
    }
  }
  return {
    id: String(activity.id),
    linkSuffix: activity.linkSuffix,
    title: textIn(activity.titles, locale),
    categoryId: activity.categoryId === null ? null : String(activity.categoryId),
    blocks,
  };
}

/** Page layouts, banners and DIY activity pages. */
export async function contentRoutes(app: FastifyInstance, { database: { db }, now }: ModuleDeps): Promise<void> {
  registerCall(app, pageInfoCall, async ({ locale, pageKey }) => {
    const [page] = await db.select().from(pages).where(eq(pages.pageKey, pageKey));
    const { titles } = found(page);
    const sections = await db.select().from(pageSections).where(eq(pageSections.pageKey, pageKey)).orderBy(asc(pageSections.position));
    return {
      pageKey,
      title: textIn(titles, locale),
      sections: sections.map((section) => ({
        // The column's check constraint holds it to the contract's section types.
        type: section.type as 'banners' | 'gameZone' | 'hotProducts' | 'buyerOrders',
        title: textIn(section.titles, locale),
      })),
    };
  }, { cache: 'public' });

  registerCall(app, galleryInfoCall, async ({ locale, position }) => {
    const moment = now();
    const rows = await db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.position, position),
          eq(banners.active, true),
          or(isNull(banners.startsAt), lte(banners.startsAt, moment)),
          or(isNull(banners.endsAt), gt(banners.endsAt, moment)),
        ),
      )
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    return rows.map((row) => ({ id: String(row.id), title: textIn(row.titles, locale), image: row.image, link: row.link }));
  }, { cache: 'public' });

  registerCall(app, activityDetailCall, ({ locale, id }) => {
    const activityId = dbId(id);
    if (activityId === null) throw noData();
    return activityDetail(db, locale, eq(activities.id, activityId));
  }, { cache: 'public' });

  registerCall(app, activityByLinkSuffixCall, ({ locale, linkSuffix }) =>
    activityDetail(db, locale, eq(activities.linkSuffix, linkSuffix)),
    { cache: 'public' },
  );
}
