import { useT } from '@fuelcard/i18n/react';
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
import { newsPageUrl, useConsoleConfig } from '../../lib/console-config';
import { newsTitle, type ConsoleNewsRow } from './news-index';

export interface NewsRowMenuProps {
  item: ConsoleNewsRow;
  onDelete: (item: ConsoleNewsRow) => void;
  /** Publishes a draft or takes a published item off the site. */
  onStatus: (item: ConsoleNewsRow, action: 'publish' | 'unpublish') => void;
}

interface MenuEntry {
  key: string;
  label: string;
  run: () => void;
  danger?: boolean;
}

/**
 * The «⋯» button of a row and its menu (WAI-ARIA menu button): Enter, Space or ↓ open it on the
 * first item, ↑ on the last; ↑/↓ move round, Home/End jump, Esc closes and gives focus back to
 * the button, Tab closes. The menu is fixed to the window (a scrolling table never clips it) and
 * follows its button when the page scrolls.
 */
export function NewsRowMenu({ item, onDelete, onStatus }: NewsRowMenuProps) {
  const t = useT();
  const { siteUrl } = useConsoleConfig();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [place, setPlace] = useState<CSSProperties>({});

  const published =
    item.status !== undefined ? item.status === 'published' : item.state !== 'draft';
  const entries: MenuEntry[] = [
    ...(item.state === 'live'
      ? [
          {
            key: 'site',
            label: t('admin.news.openOnSite'),
            run: () => window.open(newsPageUrl(siteUrl, item.slug), '_blank', 'noopener'),
          },
        ]
      : []),
    published
      ? {
          key: 'unpublish',
          label: t('admin.news.bulk.unpublish'),
          run: () => onStatus(item, 'unpublish'),
        }
      : {
          key: 'publish',
          label: t('admin.news.bulk.publish'),
          run: () => onStatus(item, 'publish'),
        },
    { key: 'delete', label: t('admin.actions.delete'), run: () => onDelete(item), danger: true },
  ];

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
    const index = list.indexOf(document.activeElement as HTMLElement);
    const go = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus({ preventScroll: true });
    };
    if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(list.length - 1);
    else if (event.key === 'Escape') {
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
        aria-label={t('admin.news.bulk.rowMenu', { title: newsTitle(item) })}
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
          aria-label={t('admin.news.bulk.rowMenu', { title: newsTitle(item) })}
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
