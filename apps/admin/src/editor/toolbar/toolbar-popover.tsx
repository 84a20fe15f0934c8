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
  /** A class for the panel (the phone's «Ещё» sheet has its own layout). */
  panelClassName?: string;
  /** Whether the button shows the ▾ of a choice (not on «⋯»). */
  chevron?: boolean;
  /**
   * The panel takes the focus whenever it opens, by touch too (the phone's «Ещё» sheet); a choice
   * made by touch then gives it back to the text through `onReturnToText`.
   */
  takesFocus?: boolean;
  onReturnToText?: () => void;
  /** Marks the button (a dot) when a tool in the panel is on for the selection. */
  active?: boolean;
  /**
   * The panel is a bottom sheet (the phone's «Ещё», review s47b finding 13): its place is the
   * window's bottom edge (its class), not one computed under the button.
   */
  sheet?: boolean;
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
 * With `takesFocus` (the phone's «Ещё» sheet) it takes the focus however it opens, closes when the
 * focus leaves it, and a choice made by touch gives the focus back to the text.
 */
export function ToolbarPopover({
  label,
  icon,
  disabled,
  children,
  panelClassName,
  chevron = true,
  takesFocus = false,
  onReturnToText,
  active = false,
  sheet = false,
}: ToolbarPopoverProps) {
  const panelId = useId();
  const [open, setOpen] = useState<false | 'mouse' | 'keyboard'>(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});

  useLayoutEffect(() => {
    if (!open || sheet) return;
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
  }, [open, sheet]);

  const choices = () =>
    [...(panel.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])].filter((choice) => !choice.disabled);
  const close = (focusButton = open === 'keyboard') => {
    const focusInPanel = panel.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (focusButton) button.current?.focus();
    else if (focusInPanel) onReturnToText?.();
  };

  useEffect(() => {
    if (!open) return;
    if (open === 'keyboard') {
      const list = choices();
      // A panel of one choice opens on the one in use; a sheet of tools on its first.
      const inUse = takesFocus ? undefined : list.find((choice) => choice.getAttribute('aria-pressed') === 'true');
      (inUse ?? list[0])?.focus();
    } else if (takesFocus) {
      panel.current?.focus({ preventScroll: true });
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
  }, [open, takesFocus]);

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
    <div ref={wrap} className="rte-popover-wrap">
      <button
        ref={button}
        type="button"
        className={active ? 'rte-tool rte-tool--popover rte-tool--holds-active' : 'rte-tool rte-tool--popover'}
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
        {chevron && (
          <svg className="rte-popover__chevron" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
            <path d="M2 3.5l3 3 3-3" />
          </svg>
        )}
      </button>
      {/*
       * A sheet's dimmed page is a layer of its own that takes the tap which closes the sheet: the
       * tap never reaches the field or the link under it (the press keeps the focus where it is).
       */}
      {sheet && open && (
        <div
          className="rte-sheet-backdrop"
          aria-hidden="true"
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => close()}
        />
      )}
      <div
        ref={panel}
        id={panelId}
        role="group"
        aria-label={label}
        className={panelClassName ? `rte-popover ${panelClassName}` : 'rte-popover'}
        style={sheet ? undefined : place}
        data-sheet={sheet ? '' : undefined}
        hidden={!open}
        tabIndex={takesFocus ? -1 : undefined}
        onKeyDown={onPanelKey}
        // A sheet that took the focus closes when the focus leaves it (Tab on, a tap elsewhere).
        onBlur={(event) => {
          if (takesFocus && open && !wrap.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        {children(() => close())}
      </div>
    </div>
  );
}
