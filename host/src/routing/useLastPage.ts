import { useEffect, useRef } from 'react';
import { storage } from '@topup/shared/session';
import { LAST_PAGE_KEY, isReturnablePage, type GuardLocation } from './guardRules';

/**
 * The route guard's record of the last page (spec, section 2), which /login and /reg read when
 * they come without fromPage. It lives here while the document runs and goes to session storage
 * only when the page is hidden or left, for a document that starts on /login (typed into the
 * address bar, a reload): session storage's first use in a document is a synchronous call into the
 * browser, 1 to 10 ms on a first visit here, which every page's first render paid for a value
 * only those two pages read. Returns the reader of the last page.
 */
export function useLastPage({ pathname, search }: GuardLocation): () => string | undefined {
  const lastPage = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (isReturnablePage(pathname)) lastPage.current = `${pathname}${search}`;
  }, [pathname, search]);

  useEffect(() => {
    const save = () => {
      if (lastPage.current !== undefined) storage.set(LAST_PAGE_KEY, lastPage.current);
    };
    const saveWhenHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', saveWhenHidden);
      save();
    };
  }, []);

  return () => lastPage.current ?? storage.get<string>(LAST_PAGE_KEY);
}
