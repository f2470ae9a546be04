import { use } from 'react';
import { loadZod, zodMissing } from '@topup/shared/validation';

/**
 * For a component that parses with a shared schema while rendering or in a handler: suspends it
 * (the nearest Suspense shows its fallback) until the real zod has loaded, once per page; the zod
 * chunk thus comes with the form or page, not with the first render.
 */
export function useRealZod(): void {
  if (zodMissing()) use(loadZod());
}
