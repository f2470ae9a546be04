import { isLocaleVersions, localeTextsPath, localeVersionsSchema, type Locale, type LocaleVersions } from '@topup/shared/contract';
import { loadZod } from '@topup/shared/validation';
import { storage } from '@topup/shared/session';

export type LocaleResource = Record<string, unknown>;

interface CachedTexts {
  version: string;
  texts: LocaleResource;
}

const TEXTS_TIMEOUT_MS = 10_000;

/** The element the server puts in index.html with what /locales/versions.json answers. */
export const INLINE_LOCALE_VERSIONS_ID = 'topup-locale-versions';

/** The stamps the page came with (no round trip before the texts), or undefined. */
function inlineVersions(): LocaleVersions | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(INLINE_LOCALE_VERSIONS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const versions: unknown = JSON.parse(text);
    return isLocaleVersions(versions) ? versions : undefined;
  } catch {
    return undefined;
  }
}

async function currentVersions(fetcher: typeof fetch): Promise<LocaleVersions> {
  const inline = inlineVersions();
  if (inline) return inline;
  const [fetched] = await Promise.all([fetchJson('/locales/versions.json', fetcher), loadZod()]);
  return localeVersionsSchema.parse(fetched);
}

function cacheKey(locale: Locale): string {
  return `i18n-${locale}`;
}

/** 'no-cache' for what changes under one URL (the stamps); a versioned file comes from the browser's cache or index.html's preload. */
async function fetchJson(url: string, fetcher: typeof fetch, cache: RequestCache = 'no-cache'): Promise<unknown> {
  const response = await fetcher(url, { cache, signal: AbortSignal.timeout(TEXTS_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.json();
}

/**
 * A locale's texts, served by the server with a version stamp and kept in local storage: the
 * texts are downloaded again only when the stamp changes. When the server cannot say which
 * version is current, the kept copy (if any) is better than no texts at all.
 */
export async function loadLocaleTexts(locale: Locale, fetcher: typeof fetch = fetch): Promise<LocaleResource> {
  const cached = storage.get<CachedTexts>(cacheKey(locale), 'local');
  let version: string;
  try {
    version = (await currentVersions(fetcher))[locale];
  } catch (error) {
    if (cached) return cached.texts;
    throw error;
  }
  if (cached?.version === version) return cached.texts;
  const texts = (await fetchJson(localeTextsPath(locale, version), fetcher, 'default')) as LocaleResource;
  storage.set(cacheKey(locale), { version, texts } satisfies CachedTexts, 'local');
  return texts;
}
