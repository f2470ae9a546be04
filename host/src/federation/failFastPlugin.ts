import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The runtime's defaults wait 20 s for a hung remoteEntry and forever for a hung manifest, which
 * would leave a remote's area spinning. Each step of loading a remote gets its own short limit so
 * the fallback shows within 5 s; a failed load is dropped by the runtime, so retry starts afresh.
 */
export const REMOTE_STEP_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${REMOTE_STEP_TIMEOUT_MS} ms`)), REMOTE_STEP_TIMEOUT_MS);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function failFastPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'topup-fail-fast',
    createScript() {
      return { timeout: REMOTE_STEP_TIMEOUT_MS };
    },
    async fetch(url, init) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_STEP_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
      return response;
    },
    async getModuleFactory({ remoteEntryExports, expose, moduleInfo }) {
      return withTimeout(Promise.resolve(remoteEntryExports.get(expose)), `${moduleInfo.name}/${expose}`);
    },
  };
}
