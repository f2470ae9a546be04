import { registerZod, zodMissing } from './realZod';

let loading: Promise<void> | undefined;

/**
 * Loads the real zod (its own chunk in browser builds) for a client path that parses with a
 * shared schema, so that the first render never carries it. Resolves at once where the schemas
 * are real already (the server, jest) or once it has loaded.
 */
export function loadZod(): Promise<void> {
  if (!zodMissing()) return Promise.resolve();
  loading ??= import('zod/v4').then(({ z }) => registerZod(z));
  return loading;
}
