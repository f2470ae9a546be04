import type { LocaleTexts } from './schema';

/** A keyword longer than this many words is cut: each word costs the query a condition. */
export const MAX_KEYWORD_WORDS = 8;

/**
 * The one normal form search compares: Unicode-compatible (NFKC), lower case, ё as е, single
 * spaces. Done here rather than by the database's lower(), whose result for Cyrillic depends on
 * the database's locale (C leaves it alone).
 */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** What a game's or product's search_text column holds: its names in every locale and its aliases. */
export function searchTextOf(names: LocaleTexts, aliases: readonly string[]): string {
  const words = new Set([...Object.values(names), ...aliases].map(normaliseSearchText).filter(Boolean));
  return [...words].join(' ');
}

/** The words of a keyword, each to be found somewhere (distinct, at most MAX_KEYWORD_WORDS). */
export function keywordWords(keyword: string): string[] {
  const words = normaliseSearchText(keyword).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, MAX_KEYWORD_WORDS);
}

/** A LIKE pattern finding the word anywhere; the word's own %, _ and \ match only themselves. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
