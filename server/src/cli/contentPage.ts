import { readFileSync } from 'node:fs';
import { isLocale } from '@topup/shared/contract';
import { CONTENT_SLUGS, type ContentSlug } from '@topup/shared/contract/content';
import { announcePublicDataChanges } from '../app/publicDataChanges';
import { contentPage, saveContentPage } from '../modules/content/contentPages';
import { runCommand } from './runCommand';

/**
 * Shows or changes one of the store's own pages on the configured database, no release needed
 * (docs/content.md):
 *   pnpm --filter @topup/server content get <locale> <slug>          prints the stored page as JSON
 *   pnpm --filter @topup/server content set <locale> <slug> <file>   stores the page of a JSON file
 * The file holds { title, intro, updated, sections: [{ heading, body }] }; a wrong one is refused.
 */
const [action, locale, slug, file] = process.argv.slice(2);
const isSlug = (value: string | undefined): value is ContentSlug => (CONTENT_SLUGS as readonly string[]).includes(value ?? '');

if (!(action === 'get' || (action === 'set' && file)) || !isLocale(locale) || !isSlug(slug)) {
  process.stderr.write(`usage: content get <locale> <${CONTENT_SLUGS.join('|')}> | content set <locale> <slug> <file.json>\n`);
  process.exitCode = 2;
} else {
  void runCommand(`content ${action}`, async (database) => {
    if (action === 'get') {
      process.stdout.write(`${JSON.stringify(await contentPage(database.db, locale, slug), null, 2)}\n`);
      return;
    }
    const document: unknown = JSON.parse(readFileSync(file as string, 'utf8'));
    // The running API processes hear of it and forget their kept copy of the page.
    announcePublicDataChanges(database);
    await saveContentPage(database.db, { locale, slug, document }, new Date());
  });
}
