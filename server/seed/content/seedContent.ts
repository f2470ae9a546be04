import { LOCALES } from '@topup/shared/contract';
import { CONTENT_SLUGS } from '@topup/shared/contract/content';
import type { DbHandle } from '../../src/db/database';
import { saveContentPage } from '../../src/modules/content/contentPages';
import { CONTENT_PAGES } from './contentPages';

/** Writes each page a locale does not have yet; pages already stored (and maybe edited) stay. */
export async function seedContentPages(db: DbHandle, now: Date): Promise<void> {
  for (const locale of LOCALES) {
    for (const slug of CONTENT_SLUGS) {
      await saveContentPage(db, { locale, slug, document: CONTENT_PAGES[locale][slug] }, now, { onlyIfMissing: true });
    }
  }
}
