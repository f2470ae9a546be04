export { useStorefronts, useStorefront, useFeature, STOREFRONTS_QUERY_KEY } from './useStorefront';
