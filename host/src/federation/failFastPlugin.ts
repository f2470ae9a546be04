import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { failWhenStalled, noteStalledFile, remoteBudget, watchForStall } from './stallWatch';

/**
 * The runtime's defaults wait 20 s for a hung remoteEntry and forever for a hung manifest, which
 * would leave a remote's area spinning. Each step of loading a remote fails once the page stalls
 * (stallWatch), so a hung remote shows its fallback within 5 s while a slow network only makes
 * it wait; a failed load is dropped by the runtime, so retry starts afresh.
 */
export function failFastPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'topup-fail-fast',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.src = url;
      // The runtime listens to the element's error event: a stall ends the load like a failure.
      // The runtime's error says only that the script failed; the note tells the fallback it hung.
      const cancel = watchForStall(() => {
        noteStalledFile(url);
        script.dispatchEvent(new Event('error'));
      });
      script.addEventListener('load', cancel, { once: true });
      script.addEventListener('error', cancel, { once: true });
      return { script, timeout: remoteBudget().stepLimitMs };
    },
    async fetch(url, init) {
      const controller = new AbortController();
      const cancel = watchForStall(() => controller.abort(new Error(`${url} stalled`)));
      try {
        const response = await fetch(url, { ...init, signal: controller.signal });
        if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
        // The body is read under the same watch: a manifest whose body hangs fails too.
        const body = await response.text();
        return new Response(body, { status: response.status, headers: response.headers });
      } finally {
        cancel();
      }
    },
    async getModuleFactory({ remoteEntryExports, expose, moduleInfo }) {
      return failWhenStalled(Promise.resolve(remoteEntryExports.get(expose)), `${moduleInfo.name}/${expose}`);
    },
  };
}
