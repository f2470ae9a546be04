import type { QueryClient } from '@tanstack/react-query';
import { isLocale, type CallDefinition } from '@topup/shared/contract';
import { parseJsonKeepingLongNumbers } from '@topup/shared/http';
import { localeQueryKey } from './useLocaleQuery';

/** The data block the server puts in index.html (server/src/static/shellPage.ts). */
export const FIRST_ANSWERS_ID = 'topup-first-answers';

/**
 * As long as a browser may reuse a public answer (the server's max-age): the first render's
 * queries take the page's answers instead of asking again on mount.
 */
export const FIRST_ANSWER_FRESH_MS = 60_000;

interface InlineAnswers {
  locale: string;
  answers: { method: CallDefinition['method']; path: CallDefinition['path']; payload: object; envelope: { code: number; data: unknown } }[];
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

/**
 * Puts the page's first public answers, sent inline with index.html, in the query cache under the
 * keys useLocaleQuery uses, so the route's remote renders with its data at once instead of asking
 * first. Answers written for another locale than the client's are dropped (the server guessed the
 * locale from a cookie; local storage, which decides, may say otherwise). Returns how many it took.
 */
export function seedFirstAnswers(queryClient: QueryClient, locale: string): number {
  const inline = readInlineAnswers();
  if (!inline || !isLocale(locale) || inline.locale !== locale) return 0;
  const answers = inline.answers.filter((answer) => answer.envelope?.code === 1);
  for (const answer of answers) {
    const key = localeQueryKey(answer, locale, answer.payload);
    queryClient.setQueryDefaults(key, { staleTime: FIRST_ANSWER_FRESH_MS });
    queryClient.setQueryData(key, answer.envelope.data);
  }
  return answers.length;
}
