import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale, type LocaleVersions } from '@topup/shared/contract';

export interface LocaleTexts {
  versions: LocaleVersions;
  texts: Record<Locale, string>;
}

/**
 * Reads every locale's texts once at start-up and stamps each with a hash of its content, so a
 * browser keeps its copy until the texts really change. A missing locale file is a broken
 * release: the server refuses to start rather than show keys instead of words.
 */
export function readLocaleTexts(localesDir: string): LocaleTexts {
  const versions = {} as LocaleVersions;
  const texts = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const file = path.join(localesDir, `${locale}.json`);
    const content = fs.readFileSync(file, 'utf8');
    JSON.parse(content);
    texts[locale] = content;
    versions[locale] = createHash('sha256').update(content).digest('hex').slice(0, 12);
  }
  return { versions, texts };
}
