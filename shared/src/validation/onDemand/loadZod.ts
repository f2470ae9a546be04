import { registerZod, zodMissing, type RealZod } from './realZod';

let loading: Promise<void> | undefined;

/**
 * Loads the real zod (its own chunk in browser builds) for a client path that parses with a
 * shared schema, so that the first render never carries it. Resolves at once where the schemas
 * are real already (the server, jest) or once it has loaded.
 */
export function loadZod(): Promise<void> {
  if (!zodMissing()) return Promise.resolve();
  // Only the part of zod the shared code calls (./browserZod); the recorder's types stay zod's.
  loading ??= import('./browserZod').then((browserZod) => registerZod(browserZod as unknown as RealZod));
  return loading;
}
