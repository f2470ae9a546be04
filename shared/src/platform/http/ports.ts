import i18next from 'i18next';

/**
 * Every side effect of the HTTP client goes through these ports, so the client has no UI of its
 * own: the host wires toast, dialog and router once it has mounted them, and tests pass fakes.
 */
export interface ToastOptions {
  type: 'error' | 'success' | 'info' | 'warning';
  message: string;
  duration: number;
  offset: number;
}

export interface ModalOptions {
  /** Text keys of the title and button (spec section 8: title notice, button know). */
  title: string;
  button: string;
  message: string;
}

export interface ClientPorts {
  notify: {
    toast(options: ToastOptions): void;
    modal(options: ModalOptions): void;
  };
  navigate(to: string): void;
  reload(): void;
  now(): number;
  /** Text of a key with its {{placeholders}} filled from `values`, or `fallback` when it has none. */
  t(key: string, fallback?: string, values?: Record<string, unknown>): string;
  /** Path plus query of the page being shown, for /login?fromPage=. */
  currentPath(): string;
}

/** Spec section 9: toasts last 3000 ms at an offset of 16. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET = 16;

export function errorToast(message: string): ToastOptions {
  return { type: 'error', message, duration: TOAST_DURATION_MS, offset: TOAST_OFFSET };
}

/** Looks a key up in i18next; a missing key (i18next returns the key itself) yields the fallback. */
export function i18nextText(key: string, fallback?: string, values?: Record<string, unknown>): string {
  const text = i18next.isInitialized ? i18next.t(key, { ...values, defaultValue: fallback ?? key }) : key;
  return text && text !== key ? text : (fallback ?? key);
}

/** Browser defaults, used until the host supplies its own (toast and modal are no-ops until then). */
export function browserPorts(): ClientPorts {
  return {
    notify: {
      toast: (options) => console.warn('[http]', options.message),
      modal: (options) => console.warn('[http]', options.message),
    },
    navigate: (to) => window.location.assign(to),
    reload: () => window.location.reload(),
    now: () => Date.now(),
    t: i18nextText,
    currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  };
}
