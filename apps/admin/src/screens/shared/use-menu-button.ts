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
 * window's bottom), and follows the button each frame while open (a scrolling page, a dialog that
 * grows as its editor loads). `align`: the menu's end at the button's end (a row's «⋯», the
 * editors' «Действия»), or its start at the button's start, kept inside the window.
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
    const width = menu.current?.offsetWidth ?? 240;
    // The menu's end under the button's end (or its start under the button's start), shifted to
    // stay inside the window: it always overlaps the button's own width (review s45b, finding 10).
    const left = Math.round(
      Math.max(
        8,
        Math.min(align === 'end' ? rect.right - width : rect.left, window.innerWidth - 8 - width),
      ),
    );
    const next: CSSProperties = {
      position: 'fixed',
      left,
      ...(below
        ? { top: Math.round(rect.bottom + 4) }
        : { bottom: Math.round(window.innerHeight - rect.top + 4) }),
    };
    // Set only when it moved, so that following the button each frame costs no render.
    setPlace((current) =>
      current.left === next.left && current.top === next.top && current.bottom === next.bottom
        ? current
        : next,
    );
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
    // The button can move without a scroll or a resize (a dialog that grows as its editor loads
    // and centres itself again): the menu follows it each frame while it is open.
    let frame = requestAnimationFrame(function follow() {
      position();
      frame = requestAnimationFrame(follow);
    });
    return () => {
      document.removeEventListener('pointerdown', away);
      cancelAnimationFrame(frame);
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
