import { z } from 'zod';
import { defineCall, LOCALES } from '@topup/shared/contract';

/**
 * The store's own pages (docs/content.md), stored per locale and editable without a release.
 * Texts are plain text with a markdown-lite the front end turns into elements: blank lines part
 * paragraphs, lines starting "- " make a list, **double stars** make bold. Never HTML.
 */
export const CONTENT_SLUGS = ['agreement', 'help', 'delivery', 'contact'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

const text = (max: number) => z.string().max(max);

export const contentDocumentSchema = z.object({
  title: text(200).min(1),
  intro: text(2_000),
  /** A revision note such as "Version of 23 November 2026"; empty when the page has none. */
  updated: text(200),
  /** The agreement's sections, or help's questions (heading) and answers (body). */
  sections: z.array(z.object({ heading: text(300).min(1), body: text(10_000) })).max(100),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

export const contentPageSchema = contentDocumentSchema.extend({
  slug: z.enum(CONTENT_SLUGS),
  locale: z.enum(LOCALES),
  /** When the stored page last changed, ms since the epoch. */
  updateTime: z.number().int(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageCall = defineCall({
  method: 'GET',
  path: '/display/v1/contentPage/{slug}',
  access: 'public',
  tag: 'content',
  summary: "One of the store's own pages (terms, help, delivery, contact) in a locale",
  request: z.object({ slug: z.enum(CONTENT_SLUGS), locale: z.enum(LOCALES).default('ru') }),
  response: contentPageSchema,
});
