import { use } from 'react';
import { loadZod, zodMissing } from '@topup/shared/validation';

/** What `use` is given once zod is here: a thenable React reads as fulfilled, so nothing suspends. */
const ZOD_READY = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * For a component that parses with a shared schema while rendering or in a handler: suspends it
 * (the nearest Suspense shows its fallback) until the real zod has loaded, once per page; the zod
 * chunk thus comes with the form or page, not with the first render. `use` is called on every
 * render, zod loaded or not: when zod arrives during a render, React replays the suspended
 * component, and only a `use` call in the replay lets the hooks after it mount (skipping it threw
 * React's error 467, "update hook called on initial render", on /login, recovered by a second render).
 */
export function useRealZod(): void {
  use(zodMissing() ? loadZod() : ZOD_READY);
}
