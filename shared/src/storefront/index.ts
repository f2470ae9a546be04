export { useStorefronts, useStorefront, useFeature } from './useStorefront';
