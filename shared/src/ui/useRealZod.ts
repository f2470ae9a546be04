import { loadZod, zodMissing } from '@topup/shared/validation';

/** Why zod could not be loaded, once it has failed: thrown to the page's error boundary. */
let failure: { reason: unknown } | undefined;

/**
 * For a component that parses with a shared schema while rendering or in a handler: suspends it
 * (the nearest Suspense shows its fallback) until the real zod has loaded, once per page; the zod
 * chunk thus comes with the form or page, not with the first render. It suspends the way React 18
 * does for React.lazy, by throwing a promise that settles with the load; a load that failed is
 * then thrown as an error, as React would otherwise render and suspend again at once, forever.
 */
export function useRealZod(): void {
  if (!zodMissing()) return;
  if (failure) throw failure.reason;
  throw loadZod().catch((reason: unknown) => {
    failure = { reason };
  });
}
