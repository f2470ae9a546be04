import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import styles from './Dropdown.module.css';

/** Spec section 9: the dropdown opens and closes 150 ms after the pointer enters or leaves. */
export const DROPDOWN_DELAY_MS = 150;

interface DropdownItemBase {
  /** React key; defaults to the `to` path or the index. */
  id?: string;
  label: ReactNode;
}

export interface DropdownLinkItem extends DropdownItemBase {
  /** A react-router link target. */
  to: string;
}

export interface DropdownButtonItem extends DropdownItemBase {
  onSelect(): void;
  disabled?: boolean;
}

export type DropdownItem = DropdownLinkItem | DropdownButtonItem;

export interface DropdownProps {
  /** Content of the trigger button (text, avatar, icon plus text). */
  trigger: ReactNode;
  items: readonly DropdownItem[];
  /** Accessible name of the menu, e.g. "Account". */
  label: string;
  /** Accessible name of the trigger when `trigger` has no text (an icon or avatar). */
  triggerLabel?: string;
  /** Which edge of the trigger the menu lines up with; default 'start'. */
  align?: 'start' | 'end';
  className?: string;
}

type FocusTarget = 'first' | 'last' | null;

function isLink(item: DropdownItem): item is DropdownLinkItem {
  return 'to' in item;
}

/**
 * A menu button: opens on hover (150 ms show and hide delay) and on click, Enter, Space or
 * ArrowDown; ArrowUp/ArrowDown/Home/End move between items, Esc closes and returns focus to the
 * trigger, Tab or a click outside closes it.
 */
export function Dropdown({ trigger, items, label, triggerLabel, align = 'start', className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Opened by hover only: a click then keeps it open instead of closing it. */
  const hoverOpenedRef = useRef(false);
  /** The key press already toggled the menu; swallow the click the browser may still fire. */
  const keyToggledRef = useRef(false);
  const menuId = useId();
  const triggerId = useId();

  const clearTimer = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
  }, []);

  const show = useCallback(
    (focus: FocusTarget) => {
      clearTimer();
      setOpen(true);
      setFocusTarget(focus);
    },
    [clearTimer],
  );

  const hide = useCallback(
    (returnFocus: boolean) => {
      clearTimer();
      hoverOpenedRef.current = false;
      setOpen(false);
      setFocusTarget(null);
      if (returnFocus) triggerRef.current?.focus();
    },
    [clearTimer],
  );

  useEffect(() => clearTimer, [clearTimer]);

  // Move focus into the menu once it is rendered (keyboard opening).
  useEffect(() => {
    if (!open || focusTarget === null) return;
    const menuItems = menuItemsOf(menuRef.current);
    const target = focusTarget === 'first' ? menuItems[0] : menuItems[menuItems.length - 1];
    target?.focus();
  }, [open, focusTarget]);

  // A press outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      hide(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, hide]);

  const onMouseEnter = () => {
    clearTimer();
    if (open) return;
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      hoverOpenedRef.current = true;
      setOpen(true);
      setFocusTarget(null);
    }, DROPDOWN_DELAY_MS);
  };

  const onMouseLeave = () => {
    clearTimer();
    if (!open) return;
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      // Keep it open while the keyboard user is inside it.
      const active = document.activeElement;
      if (active instanceof Node && menuRef.current?.contains(active)) return;
      hoverOpenedRef.current = false;
      setOpen(false);
      setFocusTarget(null);
    }, DROPDOWN_DELAY_MS);
  };

  const onTriggerMouseDown = () => {
    keyToggledRef.current = false;
  };

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (keyToggledRef.current) {
      keyToggledRef.current = false;
      return;
    }
    // detail 0: activated without a pointer (screen reader, keyboard) - put focus in the menu.
    const fromKeyboard = event.detail === 0;
    if (!open) show(fromKeyboard ? 'first' : null);
    else if (hoverOpenedRef.current) {
      hoverOpenedRef.current = false;
      clearTimer();
    } else hide(false);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault();
        keyToggledRef.current = true;
        if (open) hide(true);
        else show('first');
        break;
      case 'ArrowDown':
        event.preventDefault();
        show('first');
        break;
      case 'ArrowUp':
        event.preventDefault();
        show('last');
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          hide(true);
        }
        break;
      default:
    }
  };

  const onTriggerKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Firefox fires the click of a Space press on key up; the key down already toggled.
    if (event.key === ' ') event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const menuItems = menuItemsOf(menuRef.current);
    if (menuItems.length === 0) return;
    const index = menuItems.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => menuItems[(next + menuItems.length) % menuItems.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        hide(true);
        break;
      case 'Tab':
        hide(false);
        break;
      case ' ': {
        // Space activates a link item like Enter does for every item.
        const current = menuItems[index];
        if (current instanceof HTMLAnchorElement) {
          event.preventDefault();
          current.click();
        }
        break;
      }
      default:
    }
  };

  const rootClass = [styles.root, className].filter(Boolean).join(' ');
  const menuClass = [styles.menu, align === 'end' ? styles.alignEnd : styles.alignStart].join(' ');

  return (
    <div ref={rootRef} className={rootClass} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onMouseDown={onTriggerMouseDown}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        onKeyUp={onTriggerKeyUp}
      >
        {trigger}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {open ? (
        <div className={menuClass}>
          <div ref={menuRef} id={menuId} role="menu" aria-label={label} className={styles.list} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => {
              const key = item.id ?? (isLink(item) ? item.to : String(index));
              if (isLink(item)) {
                return (
                  <Link key={key} to={item.to} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => hide(false)}>
                    {item.label}
                  </Link>
                );
              }
              return (
                <button
                  key={key}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  disabled={item.disabled}
                  aria-disabled={item.disabled || undefined}
                  onClick={() => {
                    hide(true);
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')).filter(
    (item) => !(item instanceof HTMLButtonElement && item.disabled),
  );
}
