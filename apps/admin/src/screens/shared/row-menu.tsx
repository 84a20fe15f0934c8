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

export interface RowMenuEntry {
  key: string;
  label: string;
  run: () => void;
  danger?: boolean;
}

export interface RowMenuProps {
  /** The button's and the menu's name, which says whose row it is: «Действия: olga». */
  label: string;
  entries: readonly RowMenuEntry[];
}

/**
 * The «⋯» button of a row and its menu (WAI-ARIA menu button): Enter, Space or ↓ open it on the
 * first item, ↑ on the last; ↑/↓ move round, Home/End jump, Esc closes and gives focus back to
 * the button, Tab closes. The menu is fixed to the window (a scrolling table never clips it) and
 * follows its button when the page scrolls. Used by the news and the administrators lists.
 */
export function RowMenu({ label, entries }: RowMenuProps) {
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [place, setPlace] = useState<CSSProperties>({});

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
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
      right: Math.max(8, window.innerWidth - rect.right),
      ...(below ? { top: rect.bottom + 4 } : { bottom: window.innerHeight - rect.top + 4 }),
    });
  }, []);

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
    // The menu follows its button when the page or the table scrolls.
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

  return (
    <span className="row-menu">
      <button
        ref={button}
        type="button"
        className="row-menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => (current ? false : 'first'))}
        onKeyDown={onButtonKey}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="4.5" cy="10" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="15.5" cy="10" r="1.6" />
        </svg>
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className="row-menu__list"
          style={place}
          onKeyDown={onMenuKey}
        >
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={
                  entry.danger ? 'row-menu__item row-menu__item--danger' : 'row-menu__item'
                }
                onClick={() => {
                  close(true);
                  entry.run();
                }}
              >
                {entry.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
