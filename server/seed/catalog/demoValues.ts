import type { CatalogImage } from '@topup/shared/contract';
import type { LocaleTexts } from '../../src/db/schema';
import { MEDIA_PREFIX } from '../../src/static/catalogMedia';

/** A text in Russian, English, Mexican Spanish and Brazilian Portuguese; me reads the English. */
export function texts(ru: string, en: string, mx: string, br: string): LocaleTexts {
  return { ru, en, mx, br };
}

/** The same text everywhere (a brand or a product's own name). */
export function sameText(text: string): LocaleTexts {
  return { ru: text, en: text };
}

/** An image of server/seed/images with its intrinsic size (its SVG master's width and height, which the WebP copy keeps). */
export function media(file: string, width: number, height: number): CatalogImage {
  return { url: `${MEDIA_PREFIX}${file}`, width, height };
}

export const GAME_ICON = { width: 160, height: 160 };
export const BANNER = { width: 1200, height: 400 };
export const PRODUCT_IMAGE = { width: 480, height: 480 };

export const gameIcon = (key: string) => media(`games/${key}.webp`, GAME_ICON.width, GAME_ICON.height);
export const banner = (key: string) => media(`banners/${key}.webp`, BANNER.width, BANNER.height);
export const productImage = (key: string) => media(`products/${key}.webp`, PRODUCT_IMAGE.width, PRODUCT_IMAGE.height);
