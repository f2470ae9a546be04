import * as React from 'react';
import { sessionStore } from '@topup/shared/session';

/**
 * Each part of the store (host and every remote) registers the React and the session store it
 * actually runs with. Module Federation must hand all of them the same singletons; the registry
 * lets a browser test and a curious operator check that from the console.
 */
export interface RuntimePart {
  react: typeof React;
  reactVersion: string;
  sessionInstanceId: string;
}

type Registry = Record<string, RuntimePart>;

const GLOBAL_KEY = '__TOPUP_RUNTIME__';

export function registerRuntimePart(name: string, react: typeof React = React): void {
  const scope = globalThis as unknown as Record<string, Registry | undefined>;
  const registry = (scope[GLOBAL_KEY] ??= {});
  registry[name] = {
    react,
    reactVersion: react.version,
    sessionInstanceId: sessionStore.getState().instanceId,
  };
}
