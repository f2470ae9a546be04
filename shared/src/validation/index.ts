export * from './constants';
export { ValidationMessage, VALIDATION_MESSAGE_KEYS } from './messages';
export type { ValidationMessageKey } from './messages';
export * from './rules';
export * from './schemas';
export { loadZod } from './onDemand/loadZod';
export { zodMissing } from './onDemand/realZod';
