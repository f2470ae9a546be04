import { z } from 'zod';
import { FEATURES, LOCALES, type Locale } from './locales';
import { defineCall } from './defineCall';
import { isTextRecord } from './textRecord';

/**
 * A storefront: what one locale sells in and with. Money is integer minor units, so each currency
 * states how many digits its minor unit has.
 */
export const storefrontSchema = z.object({
  locale: z.enum(LOCALES),
  /** The language of the texts (me uses English). */
  language: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  region: z.string(),
  currencyName: z.string().regex(/^[A-Z]{3,4}$/),
  currencySymbol: z.string(),
  minorDigits: z.number().int().min(0).max(8),
  /**
   * payWay codes offered in this storefront, the default first; empty when none of them has a
   * provider (a production store without the sandbox and with no real provider for them).
   */
  payWays: z.array(z.string()),
  features: z.array(z.enum(FEATURES)),
});
export type Storefront = z.infer<typeof storefrontSchema>;

export const currencySettingsCall = defineCall({
  method: 'GET',
  path: '/setting/currency/v1/getCurrencySettings',
  access: 'public',
  tag: 'setting',
  summary: 'Every storefront: locale, currency, pay ways and feature switches',
  request: z.object({}),
  response: z.array(storefrontSchema),
});

/** /locales/versions.json: locale -> version stamp of its texts; texts at /locales/<locale>.json?v=<stamp>. */
export const localeVersionsSchema = z.record(z.enum(LOCALES), z.string().min(1));
export type LocaleVersions = z.infer<typeof localeVersionsSchema>;

/** What localeVersionsSchema accepts, without zod: the page reads the inline stamps at boot. */
export function isLocaleVersions(value: unknown): value is LocaleVersions {
  return isTextRecord(value, LOCALES, true);
}

/**
 * Where a locale's texts are read at their version stamp: a new stamp is a new URL, so the file
 * is cached for good (the client reads it; the server asks for it ahead from index.html).
 */
export function localeTextsPath(locale: Locale, version: string): string {
  return `/locales/${locale}.json?v=${encodeURIComponent(version)}`;
}

/** Business settings come back as a list whose first item is a JSON string (spec, section 3). */
const businessSettingRequest = z.object({ businessTypeId: z.coerce.number().int().positive() });

export const BUSINESS_TYPE = { SERVICE_CONFIG: 8, SLOW_PAY_LIST: 14 } as const;

export const anonymousBusinessSettingCall = defineCall({
  method: 'GET',
  path: '/setting/front/setting/anonymousGetBusinessSetting',
  access: 'public',
  tag: 'setting',
  summary: 'A public business setting, e.g. 8: the customer-service configuration',
  request: businessSettingRequest,
  response: z.array(z.string()),
});

export const businessSettingCall = defineCall({
  method: 'GET',
  path: '/setting/front/setting/getBusinessSetting',
  access: 'user',
  tag: 'setting',
  summary: 'A business setting for signed-in customers, e.g. 14: the pay ways that confirm slowly',
  request: businessSettingRequest,
  response: z.array(z.string()),
});
