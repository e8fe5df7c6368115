'use client';

import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

const ITEMS = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

/** What {@link useMenu} gives a menu button. */
export interface MenuState {
  open: boolean;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  menuRef: RefObject<HTMLDivElement | null>;
  /** Closes the menu; `refocus` puts focus back on the button. */
  close: (refocus: boolean) => void;
  onButtonClick: () => void;
  onButtonKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onMenuKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * The WAI-ARIA menu button pattern: Enter, Space and ArrowDown open the menu on its first item,
 * ArrowUp on its last; in the menu, ArrowDown / ArrowUp move (wrapping), Home / End jump,
 * Escape closes and returns focus to the button, Tab closes, and a click outside closes.
 */
export function useMenu(): MenuState {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLDivElement | null>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const list = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space click the button, which opens the menu on its first item.
    if (event.key === 'ArrowDown') openAt('first');
    else if (event.key === 'ArrowUp') openAt('last');
    else return;
    event.preventDefault();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        moveTo(index + 1);
        break;
      case 'ArrowUp':
        moveTo(index < 0 ? -1 : index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(-1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      case ' ':
        // A link item: Space activates it as Enter does (buttons do so by themselves).
        if (!(event.target instanceof HTMLAnchorElement)) return;
        event.target.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return {
    open,
    rootRef,
    buttonRef,
    menuRef,
    close,
    onButtonClick: () => (open ? close(false) : openAt('first')),
    onButtonKeyDown,
    onMenuKeyDown,
  };
}
