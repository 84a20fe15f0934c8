import type { ReactNode } from 'react';
import { useMenuButton } from './use-menu-button';

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
  /**
   * The label is read, not shown: the button shows only its icon (the preview's language ▾ beside
   * «Предпросмотр», review s47c finding 10). The menu keeps the label as its name.
   */
  labelHidden?: boolean;
}

/**
 * A text button that opens a menu of a few actions (WAI-ARIA menu button): the editors' «Действия»
 * with the previews and the history, so that the status line stays one row on a phone (review
 * s45). Enter, Space or ↓ open it on the first item, ↑ on the last; ↑/↓ move round, Home/End jump,
 * Esc closes and gives the focus back to the button (without closing the dialog around it), Tab
 * closes. The menu is fixed to the window, its end under the button's end (above it near the bottom),
 * and it follows the button when the dialog around it moves (review s45b, finding 10).
 */
export function MenuButton({
  label,
  entries,
  icon,
  className,
  disabled = false,
  labelHidden = false,
}: MenuButtonProps) {
  const { menuId, button, menu, open, place, close, toggle, onButtonKey, onMenuKey } =
    useMenuButton('end');

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
        title={labelHidden ? label : undefined}
        onClick={toggle}
        onKeyDown={onButtonKey}
      >
        {labelHidden ? <span className="visually-hidden">{label}</span> : label}
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
