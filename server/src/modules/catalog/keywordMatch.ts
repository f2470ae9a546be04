import { and, or, sql, type Column, type SQL } from 'drizzle-orm';
import { containsPattern } from './searchText';

/** `column` contains `word` (a bound parameter; LIKE's wildcards in it are escaped). */
export function contains(column: Column | SQL, word: string): SQL {
  return sql`${column} like ${containsPattern(word)} escape '\\'`;
}

/**
 * Every word is found in one of the columns (each word may be found in a different one). The
 * trigram indexes on search_text serve each LIKE.
 */
export function matchesEveryWord(column: Column, words: readonly string[], orElse?: (word: string) => SQL): SQL | undefined {
  return and(...words.map((word) => or(contains(column, word), orElse?.(word))));
}
