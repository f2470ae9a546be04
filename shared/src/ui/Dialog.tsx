import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Shown as the heading and used as the dialog's accessible name. */
  title: ReactNode;
  /** Called on Esc, backdrop click, or from the caller's own buttons. */
  onClose(): void;
  /** Buttons in the footer (e.g. <Button>); the first focusable element gets focus on open. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Backdrop click closes; default true. */
  closeOnBackdrop?: boolean;
  className?: string;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

const OPEN_DIALOGS = Symbol.for('topup.ui.openDialogs');

/**
 * Open dialogs, innermost last: only the top one reacts to Esc and keeps focus. On globalThis, not
 * in this module: the host and each remote bundle their own copy of the kit, and the notice dialog
 * (the host's) may open over a remote's dialog.
 */
const openStack: HTMLElement[] = ((globalThis as { [OPEN_DIALOGS]?: HTMLElement[] })[OPEN_DIALOGS] ??= []);

/**
 * A modal dialog in a portal on document.body: focus moves in on open and is trapped
 * (Tab/Shift+Tab cycle), Esc and a backdrop click close it, and focus goes back on close.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({ title, onClose, actions, children, closeOnBackdrop = true, className }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(panel);
    const [first] = focusableIn(panel);
    (first ?? panel).focus();

    const isTop = () => openStack[openStack.length - 1] === panel;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        const items = focusableIn(panel);
        const firstItem = items[0];
        const lastItem = items[items.length - 1];
        if (!firstItem || !lastItem) {
          event.preventDefault();
          panel.focus();
          return;
        }
        const active = document.activeElement;
        const inside = active instanceof Node && panel.contains(active);
        if (event.shiftKey && (active === firstItem || active === panel || !inside)) {
          event.preventDefault();
          lastItem.focus();
        } else if (!event.shiftKey && (active === lastItem || !inside)) {
          event.preventDefault();
          firstItem.focus();
        }
      }
    };
    // Focus that escapes anyway (a click on the page behind, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop()) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    const { overflow } = document.body.style;
    if (openStack.length === 1) document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openStack.indexOf(panel);
      if (index >= 0) openStack.splice(index, 1);
      if (openStack.length === 0) document.body.style.overflow = overflow;
      if (previouslyFocused && previouslyFocused.isConnected) previouslyFocused.focus();
    };
  }, []);

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // A drag that starts inside the panel (text selection) and ends on the backdrop does not close.
    const startedHere = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (closeOnBackdrop && startedHere && event.target === event.currentTarget) onClose();
  };

  return (
    <div className={styles.backdrop} data-testid="dialog-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={panelRef}
        className={[styles.panel, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
