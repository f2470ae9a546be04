import { useState } from 'react';
import { ValidationMessage, fieldErrors, loadZod, zodMissing } from '@topup/shared/validation';
import { useRealZod } from './useRealZod';

export type Errors = Record<string, string>;

type Issues = Parameters<typeof fieldErrors>[0];

/** What `check` needs of a shared zod schema (the front ends have no zod of their own). */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: Issues };
}

type Output<S> = { [K in keyof S]: S[K] extends readonly [Parser<infer T>, unknown] ? T : never };

export interface FormErrorsOptions {
  /**
   * The form renders without waiting for the real zod, which it loads when the buyer starts on it:
   * the form calls `loadZod()` on its first focus and awaits it before `check` (`checkWhenReady`
   * does both), for a page whose first render is the form, such as /ordre/confirm or /login, so
   * its first visit does not carry zod.
   */
  zodOnDemand?: boolean;
}

/**
 * Form validation with the shared schemas: `check({ email: [emailSchema, email], ... })` parses
 * every field, shows the first message key of each failing one (translated at render; an issue
 * inside an object schema is shown under the field its path names) and returns the parsed values
 * or undefined. The form waits for the real zod (useRealZod) unless `zodOnDemand`, whose handlers
 * call `checkWhenReady` instead.
 */
export function useFormErrors({ zodOnDemand = false }: FormErrorsOptions = {}) {
  // useRealZod calls no hook, so it may be left out for a form that waits for zod on its own.
  if (!zodOnDemand) useRealZod();
  const [errors, setErrors] = useState<Errors>({});
  function check<S extends Record<string, readonly [Parser<unknown>, unknown]>>(spec: S): Output<S> | undefined {
    const found: Errors = {};
    const output: Record<string, unknown> = {};
    for (const [name, [schema, value]] of Object.entries(spec)) {
      const result = schema.safeParse(value);
      if (result.success) {
        output[name] = result.data;
        continue;
      }
      for (const [path, message] of Object.entries(fieldErrors(result.error))) {
        const field = path || name;
        if (!(field in found)) found[field] = message;
      }
    }
    setErrors(found);
    return Object.keys(found).length ? undefined : (output as Output<S>);
  }
  /**
   * `check` once the real zod is here: usually since the form's first focus, so the check stays in
   * the event's turn. A spec whose parsers are made from schemas (a pay way's `pick`) comes as a
   * function, called once zod is here.
   */
  async function checkWhenReady<S extends Record<string, readonly [Parser<unknown>, unknown]>>(spec: S | (() => S)): Promise<Output<S> | undefined> {
    if (zodMissing()) await loadZod();
    return check(typeof spec === 'function' ? spec() : spec);
  }
  function clear(field: string) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }
  return { errors, setErrors, check, checkWhenReady, clear };
}

/** A field that only has to be filled in, such as a password the server judges itself (1005). */
export const filledSchema: Parser<string> = {
  safeParse(value) {
    if (typeof value === 'string' && value !== '') return { success: true, data: value };
    return { success: false, error: { issues: [{ path: [], message: ValidationMessage.required }] } as unknown as Issues };
  },
};
