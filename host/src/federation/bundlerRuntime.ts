import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/**
 * The global a remote's production entry reads the federation's webpack glue from
 * (tooling/webpack/createFederatedConfig.cjs names the same one), as it reads the runtime itself
 * from _FEDERATION_RUNTIME_CORE: one copy per page instead of one in every remoteEntry.js.
 */
const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

/**
 * Puts the host's copy of the bundler runtime's functions where the remotes' entries look for
 * them, before any of them runs. Each takes the calling container's webpack require, so every
 * container can use them; the state (the container's federation instance) stays in each entry.
 * The host's build leaves out the container's start (it exposes nothing), which a remote needs.
 */
export function provideBundlerRuntime(): void {
  const functions = {
    remotes: bundlerRuntime.remotes,
    consumes: bundlerRuntime.consumes,
    initializeSharing: bundlerRuntime.I,
    installInitialConsumes: bundlerRuntime.installInitialConsumes,
    initContainerEntry,
    init: bundlerRuntime.init,
    getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
    attachShareScopeMap,
  };
  Object.assign(globalThis, { [BUNDLER_RUNTIME_GLOBAL]: functions });
}
