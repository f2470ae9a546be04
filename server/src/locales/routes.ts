import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOCALES, localeVersionsSchema, type LocaleVersions } from '@topup/shared/contract';
import { IMMUTABLE, NO_CACHE } from '../static/cachePolicy';
import { CompressedAnswer } from '../static/compressedAnswer';
import { readLocaleTexts } from './localeTexts';

const localeParams = z.object({ locale: z.enum(LOCALES) });
const versionQuery = z.object({ v: z.string().optional() });

/**
 * The texts of every locale as static files: /locales/versions.json names the current stamp of
 * each (always revalidated); /locales/<locale>.json?v=<stamp> is cached for good when the stamp
 * is current, so a browser downloads a locale again only when its texts change. Returns the
 * stamps (the shell page carries them inline).
 */
export async function registerLocaleFiles(app: FastifyInstance, localesDir: string): Promise<LocaleVersions> {
  const { versions, texts } = readLocaleTexts(localesDir);
  // Each locale's texts compressed once, on first request, rather than on every one.
  const answers = Object.fromEntries(
    LOCALES.map((locale) => [locale, new CompressedAnswer(texts[locale], 'application/json; charset=utf-8')]),
  ) as Record<(typeof LOCALES)[number], CompressedAnswer>;

  app.get(
    '/locales/versions.json',
    { schema: { tags: ['system'], summary: 'Version stamp of each locale\'s texts', response: { 200: localeVersionsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return versions;
    },
  );

  app.get(
    '/locales/:locale.json',
    { schema: { tags: ['system'], summary: 'The texts of one locale', params: localeParams, querystring: versionQuery } },
    async (request, reply) => {
      const { locale } = request.params as z.infer<typeof localeParams>;
      const { v } = request.query as z.infer<typeof versionQuery>;
      return answers[locale].send(request, reply, v === versions[locale] ? IMMUTABLE : NO_CACHE);
    },
  );
  return versions;
}
