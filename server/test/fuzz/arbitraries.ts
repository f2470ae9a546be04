import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from the contract's zod 4 schemas: `shaped` aims at values the schema
 * accepts (regex strings from their pattern, numbers in their bounds, enum members...), `anyValue`
 * mixes those with junk of every kind at every depth (wrong types, huge numbers, NUL, lone
 * surrogates, overlong text, missing and extra fields). Only the zod types the contract uses are
 * understood; any other falls back to junk.
 */

/** What zod 4 keeps of a schema's checks (bounds, patterns, format), read without its private types. */
interface Bag {
  minimum?: number;
  maximum?: number;
  patterns?: Set<RegExp>;
  format?: string;
}

interface Internals {
  def: {
    type: string;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    innerType?: z.ZodType;
    entries?: Record<string, string | number>;
    values?: unknown[];
    options?: z.ZodType[];
    in?: z.ZodType;
    keyType?: z.ZodType;
    valueType?: z.ZodType;
    coerce?: boolean;
  };
  bag: Bag;
}

function internals(schema: z.ZodType): Internals {
  return (schema as unknown as { _zod: Internals })._zod;
}

/** Text no field should accept: the classes of input that once answered 500. */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udc00', '9999999999999999999', '9223372036854775808', '-1', '0', '1e309', 'NaN', 'null', '[]', '{}', '<script>', "' OR 1=1 --", '../../etc/passwd', '%00', '😀') },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.nat({ max: 5000 }).map((length) => 'x'.repeat(length + 300)),
);

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_VALUE, 0.5, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value of any shape. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkText,
  junkNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(junkText, junkNumber), { maxLength: 5 }),
  fc.dictionary(junkText, fc.oneof(junkText, junkNumber), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value the schema most likely accepts; `hint` is the field's name (an e-mail has no pattern to read). */
export function shaped(schema: z.ZodType, hint = ''): fc.Arbitrary<unknown> {
  const { def, bag } = internals(schema);
  switch (def.type) {
    case 'string':
      return shapedText(bag, hint);
    case 'number':
      return shapedNumber(bag, def.coerce === true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'optional':
      return fc.option(shaped(def.innerType as z.ZodType, hint), { nil: undefined });
    case 'nullable':
      return fc.option(shaped(def.innerType as z.ZodType, hint), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shaped(def.innerType as z.ZodType, hint);
    case 'pipe':
      return shaped(def.in as z.ZodType, hint);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => shaped(option, hint)));
    case 'array':
      return fc.array(shaped(def.element as z.ZodType, hint), { minLength: bag.minimum ?? 0, maxLength: Math.min(bag.maximum ?? 5, 5) });
    case 'record':
      return fc.dictionary(shaped(def.keyType as z.ZodType).map(String), shaped(def.valueType as z.ZodType), { maxKeys: 3 });
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, shaped(field, key)])));
    default:
      return junkValue;
  }
}

function shapedText(bag: Bag, hint: string): fc.Arbitrary<string> {
  const pattern = bag.patterns ? [...bag.patterns][0] : undefined;
  if (pattern) return fc.stringMatching(pattern);
  if (bag.format === 'email' || hint.toLowerCase().includes('email')) return fc.emailAddress();
  const minLength = bag.minimum ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(bag.maximum ?? 40, 40)) });
}

function shapedNumber(bag: Bag, coerced: boolean): fc.Arbitrary<number | string> {
  const min = Math.max(bag.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
  const max = Math.min(bag.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
  const value = bag.format && /int/.test(bag.format) ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
  return coerced ? value.map(String) : value;
}

/**
 * Any value: shaped, or junk as a whole, or (objects and arrays) built of parts each shaped or
 * junk, an object's fields sometimes left out, sometimes joined by an unknown field.
 */
export function anyValue(schema: z.ZodType, hint = ''): fc.Arbitrary<unknown> {
  const { def } = internals(schema);
  const inner =
    def.type === 'object'
      ? fc.oneof(anyObject(def.shape ?? {}), oneFieldWrong(schema, def.shape ?? {}))
      : def.type === 'array'
        ? fc.array(anyValue(def.element as z.ZodType, hint), { maxLength: 120 })
        : shaped(schema, hint);
  return fc.oneof(
    { weight: 2, arbitrary: shaped(schema, hint) },
    { weight: 2, arbitrary: inner },
    { weight: 1, arbitrary: junkText },
    { weight: 1, arbitrary: junkNumber },
    { weight: 1, arbitrary: junkValue },
  );
}

/** A shaped object but for one field, which is junk: the likeliest way past every other check. */
function oneFieldWrong(schema: z.ZodType, shape: Record<string, z.ZodType>): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape);
  if (keys.length === 0) return shaped(schema);
  return fc
    .tuple(shaped(schema), fc.constantFrom(...keys), fc.oneof(junkText, junkNumber, junkValue))
    .map(([value, key, junk]) => ({ ...(value as object), [key]: junk }));
}

function anyObject(shape: Record<string, z.ZodType>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, anyValue(field, key)]));
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.tuple(junkText, junkValue), { freq: 4 }),
    )
    .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
}
