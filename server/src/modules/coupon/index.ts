/** What the coupons module offers other modules; they import it from here, never its tables. */
export type { OrderTerms } from './couponRules';
export { consumeCoupon, grantCoupon, releaseCoupon, reserveCoupon, usableFor, type ReservedCoupon } from './coupons';
export { keyedTemplate, type KeyedTemplateValues } from './keyedTemplates';
