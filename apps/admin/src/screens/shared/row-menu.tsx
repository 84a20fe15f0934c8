import { useMenuButton } from './use-menu-button';

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
  const { menuId, button, menu, open, place, close, toggle, onButtonKey, onMenuKey } =
    useMenuButton('end');

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
        onClick={toggle}
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
