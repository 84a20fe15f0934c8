import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { rovingIndex } from '../../lib/roving-focus';

/**
 * The behaviour of a WAI-ARIA menu button, shared by the rows' «⋯» (RowMenu) and the editors'
 * «Действия» (MenuButton): Enter, Space or ↓ open the menu on the first item, ↑ on the last; ↑/↓
 * move round, Home/End jump (disabled items are skipped), Esc closes and gives the focus back to
 * the button without closing a dialog around it, Tab closes, a press outside closes. The menu is
 * fixed to the window (a scrolling table never clips it), under the button (above it near the
 * window's bottom), and follows the button when the page scrolls. `align`: the menu's end at the
 * button's end (a row's «⋯»), or its start at the button's start, kept inside the window.
 */
export function useMenuButton(align: 'start' | 'end') {
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [place, setPlace] = useState<CSSProperties>({});

  const items = () =>
    [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])].filter(
      (item) => item.getAttribute('aria-disabled') !== 'true',
    );
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  const position = useCallback(() => {
    if (!button.current) return;
    const rect = button.current.getBoundingClientRect();
    const below = window.innerHeight - rect.bottom > 200 || rect.top < 200;
    setPlace({
      position: 'fixed',
      ...(align === 'end'
        ? { right: Math.max(8, window.innerWidth - rect.right) }
        : {
            // Measured once the menu is there.
            left: Math.max(
              8,
              Math.min(rect.left, window.innerWidth - 8 - (menu.current?.offsetWidth ?? 240)),
            ),
          }),
      ...(below ? { top: rect.bottom + 4 } : { bottom: window.innerHeight - rect.top + 4 }),
    });
  }, [align]);

  useLayoutEffect(() => {
    if (open) position();
  }, [open, position]);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (open === 'last' ? list[list.length - 1] : list[0])?.focus({ preventScroll: true });
    const away = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    window.addEventListener('resize', position);
    window.addEventListener('scroll', position, true);
    return () => {
      document.removeEventListener('pointerdown', away);
      window.removeEventListener('resize', position);
      window.removeEventListener('scroll', position, true);
    };
  }, [open, position]);

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const next = rovingIndex(
      event.key,
      list.indexOf(document.activeElement as HTMLElement),
      list.length,
      'vertical',
    );
    if (next !== null) {
      event.preventDefault();
      list[next]?.focus({ preventScroll: true });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
  }

  const toggle = () => setOpen((current) => (current ? false : 'first'));
  return { menuId, button, menu, open, place, close, toggle, onButtonKey, onMenuKey };
}
