import { contentPageCall, type ContentSlug } from '@topup/shared/contract/content';
import { useLocaleQuery } from '@topup/shared/storefront';

/** One of the store's stored pages in the visitor's locale (a public, cached read). */
export function useContentPage(slug: ContentSlug) {
  return useLocaleQuery(contentPageCall, { slug });
}
