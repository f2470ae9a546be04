/**
 * The zod the browser replays the contract's recorded schemas on (./recordedZod): the names the
 * shared code calls on `z`, imported by name so the chunk carries zod's schemas and checks but
 * not its forty message locales, JSON Schema tools and compiler, which the whole namespace
 * would (that had made the first form of a visit 66 kB gzip heavier). A name the shared code
 * starts to use must be added here; e2e/tests/sharedExports.spec.ts fails until it is.
 */
export {
  array,
  boolean,
  coerce,
  date,
  discriminatedUnion,
  enum,
  literal,
  NEVER,
  number,
  object,
  partialRecord,
  record,
  string,
  union,
} from 'zod/v4';
