import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/**
 * The globals a remote's production entry reads the federation's webpack glue and error codes from
 * (tooling/webpack/createFederatedConfig.cjs names the same ones), as it reads the runtime itself
 * from _FEDERATION_RUNTIME_CORE: one copy per page instead of one in every remoteEntry.js.
 */
const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
const ERROR_CODES_GLOBAL = '_FEDERATION_ERROR_CODES';

/**
 * What a remote entry's own federation instance imports from @module-federation/error-codes
 * (@module-federation/runtime asserts it was initialised with them); e2e's hostBundle.spec fails
 * when a new runtime imports something else.
 */
export const remoteEntryErrorCodes = { RUNTIME_009, runtimeDescMap };

/**
 * Puts the host's copy of the bundler runtime's functions and error codes where the remotes'
 * entries look for them, before any of them runs. Each function takes the calling container's
 * webpack require, so every container can use them; the state (the container's federation
 * instance) stays in each entry. The host's build leaves out the container's start (it exposes
 * nothing), which a remote needs.
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
  Object.assign(globalThis, { [BUNDLER_RUNTIME_GLOBAL]: functions, [ERROR_CODES_GLOBAL]: remoteEntryErrorCodes });
}
