export * from './constants';
export { ValidationMessage, VALIDATION_MESSAGE_KEYS } from './messages';
export type { ValidationMessageKey } from './messages';
export * from './rules';
export * from './schemas';
