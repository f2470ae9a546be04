import type { QueryClient } from '@tanstack/react-query';
import type { Storefront } from '@topup/shared/contract';
import { numberFormat } from './intlFormats';
import { STOREFRONTS_QUERY_KEY } from './useStorefront';

/**
 * A language's first number format loads its locale data: about 30 ms on this kind of machine and
 * four times that on a slow phone, while every later format of the language takes well under one.
 * Made in a task of its own before the shell's first render (the storefronts came with the page),
 * the render's task does not carry it: the page answers input sooner.
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
