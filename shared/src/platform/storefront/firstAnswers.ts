import type { QueryClient } from '@tanstack/react-query';
import { currencySettingsCall, isLocale, type CallDefinition } from '@topup/shared/contract';
import { httpClient, parseJsonKeepingLongNumbers } from '@topup/shared/http';
import { localeQueryKey } from './useLocaleQuery';
import { STOREFRONTS_QUERY_KEY } from './useStorefront';

/** The data block the server puts in index.html (server/src/static/shellPage.ts). */
export const FIRST_ANSWERS_ID = 'topup-first-answers';

/**
 * As long as a browser may reuse a public answer (the server's max-age): the first render's
 * queries take the page's answers instead of asking again on mount.
 */
export const FIRST_ANSWER_FRESH_MS = 60_000;

interface InlineAnswers {
  locale: string;
  /** Each payload as the page sends it: a locale query's carries the locale. */
  answers: { method: CallDefinition['method']; path: CallDefinition['path']; payload: Record<string, unknown>; envelope: { code: number; data: unknown } }[];
}

function readInlineAnswers(): InlineAnswers | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID);
  if (!block) return undefined;
  // Used once: a later page of the same document asks the API as usual.
  block.remove();
  try {
    const parsed = parseJsonKeepingLongNumbers(block.textContent ?? '') as Partial<InlineAnswers>;
    return typeof parsed.locale === 'string' && Array.isArray(parsed.answers) ? (parsed as InlineAnswers) : undefined;
  } catch {
    return undefined;
  }
}

/** The react-query key the page reads the answer under, if it reads it through react-query. */
function queryKeyOf(answer: InlineAnswers['answers'][number], locale: string): readonly unknown[] | undefined {
  if (answer.path === currencySettingsCall.path) return STOREFRONTS_QUERY_KEY;
  const { locale: asked, ...payload } = answer.payload;
  return asked === locale && isLocale(locale) ? localeQueryKey(answer, locale, payload) : undefined;
}

/**
 * Takes the page's first public answers, sent inline with index.html: the HTTP client keeps each
 * as if it had asked (so the shell's own calls need no request, nor axios), and the query cache
 * holds the pages' under the keys useLocaleQuery and useStorefronts use, so the route's remote
 * renders with its data at once. Answers written for another locale than the client's are dropped
 * (the server guessed the locale from a cookie; local storage, which decides, may say otherwise).
 * Returns how many it took. Call it after configureHttp, whose new client would forget them.
 */
export function seedFirstAnswers(queryClient: QueryClient, locale: string): number {
  const inline = readInlineAnswers();
  if (!inline || !isLocale(locale) || inline.locale !== locale) return 0;
  const answers = inline.answers.filter((answer) => answer.envelope?.code === 1 && typeof answer.payload === 'object' && answer.payload !== null);
  for (const answer of answers) {
    httpClient().remember(answer, answer.payload, answer.envelope.data, FIRST_ANSWER_FRESH_MS);
    const key = queryKeyOf(answer, locale);
    if (!key) continue;
    queryClient.setQueryDefaults(key, { staleTime: FIRST_ANSWER_FRESH_MS });
    queryClient.setQueryData(key, answer.envelope.data);
  }
  return answers.length;
}
