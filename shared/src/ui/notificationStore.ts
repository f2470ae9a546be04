import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { TOAST_DURATION_MS, TOAST_OFFSET } from '@topup/shared/http';
import type { ClientPorts, ModalOptions, ToastOptions } from '@topup/shared/http';

export type ToastType = ToastOptions['type'];

/** What `showToast` accepts: only the message is required; spec section 8/9 supplies the rest. */
export interface ShowToastOptions {
  message: string;
  /** Defaults to 'info'. */
  type?: ToastType;
  /** Milliseconds until the toast dismisses itself; default 3000. 0 or less keeps it until closed. */
  duration?: number;
  /** Distance in px from the top of the viewport; default 16. */
  offset?: number;
}

export interface ToastEntry extends ToastOptions {
  id: number;
}

/** What `showModal` accepts: title and button are translation keys (default 'notice' and 'know'). */
export interface ShowModalOptions {
  message: string;
  title?: string;
  button?: string;
}

export interface ModalEntry {
  id: number;
  /** Translation key of the title. */
  title: string;
  /** Translation key of the only button. */
  button: string;
  /** Text shown as is. */
  message: string;
}

export interface NotificationState {
  /** Visible toasts, oldest first. */
  toasts: ToastEntry[];
  /** The dialog on screen; null when none. Further modals wait in `queuedModals`. */
  modal: ModalEntry | null;
  queuedModals: ModalEntry[];
}

export const MODAL_TITLE_KEY = 'notice';
export const MODAL_BUTTON_KEY = 'know';

export const notificationStore = createStore<NotificationState>()(() => ({
  toasts: [],
  modal: null,
  queuedModals: [],
}));

let nextId = 1;
const toastTimers = new Map<number, ReturnType<typeof setTimeout>>();
const modalResolvers = new Map<number, () => void>();

/** Shows a toast and returns its id; it dismisses itself after `duration` (default 3000 ms). */
export function showToast(options: ShowToastOptions): number {
  const id = nextId++;
  const toast: ToastEntry = {
    id,
    type: options.type ?? 'info',
    message: options.message,
    duration: options.duration ?? TOAST_DURATION_MS,
    offset: options.offset ?? TOAST_OFFSET,
  };
  notificationStore.setState((state) => ({ toasts: [...state.toasts, toast] }));
  if (Number.isFinite(toast.duration) && toast.duration > 0) {
    toastTimers.set(
      id,
      setTimeout(() => dismissToast(id), toast.duration),
    );
  }
  return id;
}

/** Removes a toast now (close button, or its timer). Unknown ids are ignored. */
export function dismissToast(id: number): void {
  const timer = toastTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  toastTimers.delete(id);
  const { toasts } = notificationStore.getState();
  if (toasts.some((toast) => toast.id === id)) {
    notificationStore.setState({ toasts: toasts.filter((toast) => toast.id !== id) });
  }
}

/**
 * Opens a notice dialog; the promise resolves when the user closes it (button, Esc or backdrop).
 * A second call while one is open waits its turn, so no message is lost.
 */
export function showModal(options: ShowModalOptions): Promise<void> {
  const entry: ModalEntry = {
    id: nextId++,
    title: options.title || MODAL_TITLE_KEY,
    button: options.button || MODAL_BUTTON_KEY,
    message: options.message,
  };
  return new Promise<void>((resolve) => {
    modalResolvers.set(entry.id, resolve);
    notificationStore.setState((state) =>
      state.modal ? { queuedModals: [...state.queuedModals, entry] } : { modal: entry },
    );
  });
}

/** Closes the open dialog (or the one with `id`), resolves its promise and shows the next queued. */
export function closeModal(id?: number): void {
  const { modal, queuedModals } = notificationStore.getState();
  if (!modal || (id !== undefined && modal.id !== id)) return;
  const [next = null, ...rest] = queuedModals;
  notificationStore.setState({ modal: next, queuedModals: rest });
  const resolve = modalResolvers.get(modal.id);
  modalResolvers.delete(modal.id);
  resolve?.();
}

/** Clears every toast and dialog (pending modal promises resolve). For tests and sign-out. */
export function resetNotifications(): void {
  for (const timer of toastTimers.values()) clearTimeout(timer);
  toastTimers.clear();
  const resolvers = [...modalResolvers.values()];
  modalResolvers.clear();
  notificationStore.setState({ toasts: [], modal: null, queuedModals: [] });
  for (const resolve of resolvers) resolve();
}

export function useNotifications<T>(select: (state: NotificationState) => T): T {
  return useStore(notificationStore, select);
}

/** The HTTP client's notify port on top of the store: `configureHttp({ ports: { notify: uiNotify } })`. */
export interface UiNotify {
  toast(options: ToastOptions): void;
  /** Resolves when the user closes the dialog (the port itself ignores the promise). */
  modal(options: ModalOptions): Promise<void>;
}

export const uiNotify: UiNotify = {
  toast(options: ToastOptions): void {
    showToast(options);
  },
  modal(options: ModalOptions): Promise<void> {
    return showModal(options);
  },
} satisfies ClientPorts['notify'];
