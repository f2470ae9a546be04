import { numberFormat } from '@topup/shared/storefront';

/** An average rating with one decimal in the storefront's language: "4,8" in Russian, "4.8" in English. */
export function formatRating(average: number, language: string | undefined): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}
