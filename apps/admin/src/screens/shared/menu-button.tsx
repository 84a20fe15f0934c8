import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { rovingIndex } from '../../lib/roving-focus';

export interface MenuButtonEntry {
  key: string;
  /** The item's text, which is its name («Предпросмотр (EN)»: the same as the button it was). */
  label: string;
  run: () => void;
  disabled?: boolean;
  /** Id of a description the item is read with (the preview's «Откроется в новой вкладке…»). */
  describedBy?: string | undefined;
}

export interface MenuButtonProps {
  /** The button's visible text and name, and the menu's name: «Действия». */
  label: string;
  entries: readonly MenuButtonEntry[];
  /** Shown after the label (a ▾). */
  icon?: ReactNode;
  className?: string;
  disabled?: boolean;
}

/**
 * A text button that opens a menu of a few actions (WAI-ARIA menu button): the editors' «Действия»
 * with the previews and the history, so that the status line stays one row on a phone (review
 * s45). Enter, Space or ↓ open it on the first item, ↑ on the last; ↑/↓ move round, Home/End jump,
 * Esc closes and gives the focus back to the button (without closing the dialog around it), Tab
 * closes. The menu is fixed to the window, under the button's end (above it near the bottom).
 */
export function MenuButton({ label, entries, icon, className, disabled = false }: MenuButtonProps) {
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
      // Under the button, its start edge at the button's, kept inside the window (by the menu's
      // own width, measured once it is there).
      left: Math.max(
        8,
        Math.min(rect.left, window.innerWidth - 8 - (menu.current?.offsetWidth ?? 240)),
      ),
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
      // The menu closes, not the dialog the editor is in.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <span className={className ? `menu-button ${className}` : 'menu-button'}>
      <button
        ref={button}
        type="button"
        className="menu-button__button"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((current) => (current ? false : 'first'))}
        onKeyDown={onButtonKey}
      >
        {label}
        {icon}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className="row-menu__list menu-button__list"
          style={place}
          onKeyDown={onMenuKey}
        >
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="row-menu__item"
                aria-disabled={entry.disabled ? 'true' : undefined}
                aria-describedby={entry.describedBy}
                onClick={() => {
                  if (entry.disabled) return;
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
