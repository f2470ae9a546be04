import type { QueryClient } from '@tanstack/react-query';
import type { Storefront } from '@topup/shared/contract';
import { numberFormat } from './intlFormats';
import { STOREFRONTS_QUERY_KEY } from './useStorefront';

/**
 * A page's first number format builds ICU's data: 30 to 70 ms on this kind of machine and four
 * times that on a slow phone, while every later format takes well under one. The worker index.html
 * starts (tooling/webpack/intlWarmUp.js) builds it off the main thread; when that worker has not
 * finished yet (its file still on a slow link) or could not start, the format made here, in a task
 * of its own before the shell's first render (the storefronts came with the page), keeps the cost
 * out of the render's task: the page answers input sooner.
 */
export function warmUpNumberFormat(queryClient: QueryClient, locale: string): Promise<void> {
  const storefronts = queryClient.getQueryData<Storefront[]>(STOREFRONTS_QUERY_KEY);
  const language = storefronts?.find((storefront) => storefront.locale === locale)?.language;
  return new Promise((resolve) => {
    setTimeout(() => {
      if (language) numberFormat(language, {});
      resolve();
    }, 0);
  });
}
