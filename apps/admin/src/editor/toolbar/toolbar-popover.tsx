import {
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
import { placePopover } from './popover-place';

export interface ToolbarPopoverProps {
  /** The button's and the panel's name: «Цвет», «Выравнивание». */
  label: string;
  /** What the button shows (the current colour or alignment). */
  icon: ReactNode;
  disabled: boolean;
  /** The panel's buttons; `close` is handed to them so that a choice closes the panel. */
  children: (close: () => void) => ReactNode;
}

/**
 * A toolbar button that opens a small panel of choices under it (the colours, the alignments), as
 * Google Docs' and Ghost's toolbars do. The panel is fixed to the window, not to the toolbar: the
 * toolbar scrolls sideways on a phone (and would clip it), and the panel is shifted or flipped to
 * stay 8 px inside the window (review s45, finding 3; see popover-place).
 *
 * A mouse press never takes the focus (and so the selection) from the editor. From the keyboard,
 * Enter or ↓ opens the panel on its first choice (or the one in use), the arrow keys move in it,
 * Esc closes it and gives the focus back to the button; Tab leaves it. A choice closes it. The
 * panel is inside the toolbar, but the toolbar's arrow keys skip it (see use-roving-focus).
 */
export function ToolbarPopover({ label, icon, disabled, children }: ToolbarPopoverProps) {
  const panelId = useId();
  const [open, setOpen] = useState<false | 'mouse' | 'keyboard'>(false);
  const wrap = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});

  useLayoutEffect(() => {
    if (!open) return;
    const position = () => {
      if (!button.current || !panel.current) return;
      const { left, top } = placePopover(
        button.current.getBoundingClientRect(),
        { width: panel.current.offsetWidth, height: panel.current.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      );
      setPlace({ left, top });
    };
    position();
    window.addEventListener('resize', position);
    window.addEventListener('scroll', position, true);
    return () => {
      window.removeEventListener('resize', position);
      window.removeEventListener('scroll', position, true);
    };
  }, [open]);

  const choices = () => [...(panel.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const close = (focusButton = open === 'keyboard') => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    if (open === 'keyboard') {
      const list = choices();
      (list.find((choice) => choice.getAttribute('aria-pressed') === 'true') ?? list[0])?.focus();
    }
    const away = (event: Event) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    // Esc closes a panel opened with the mouse while the focus stays in the text.
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !panel.current?.contains(document.activeElement)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen('keyboard');
    }
  }

  function onPanelKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = choices();
    const next = rovingIndex(
      event.key,
      list.indexOf(document.activeElement as HTMLButtonElement),
      list.length,
      'both',
    );
    if (next !== null) {
      event.preventDefault();
      event.stopPropagation();
      list[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  }

  return (
    <span ref={wrap} className="rte-popover-wrap">
      <button
        ref={button}
        type="button"
        className="rte-tool rte-tool--popover"
        aria-label={label}
        title={label}
        aria-haspopup="true"
        aria-expanded={open !== false}
        aria-controls={panelId}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        // A click from the keyboard (Enter, Space) has no pointer: it opens on the first choice.
        onClick={(event) =>
          setOpen((current) => (current ? false : event.detail === 0 ? 'keyboard' : 'mouse'))
        }
        onKeyDown={onButtonKey}
      >
        {icon}
        <svg className="rte-popover__chevron" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
          <path d="M2 3.5l3 3 3-3" />
        </svg>
      </button>
      <div
        ref={panel}
        id={panelId}
        role="group"
        aria-label={label}
        className="rte-popover"
        style={place}
        hidden={!open}
        onKeyDown={onPanelKey}
      >
        {children(() => close())}
      </div>
    </span>
  );
}
