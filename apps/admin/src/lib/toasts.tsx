import { useT } from '@fuelcard/i18n/react';
import { ToastRegion, type ToastMessage, type ToastTone } from '@fuelcard/ui';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/** One way back offered with a toast («Отменить» after a delete). */
export type ToastAction = NonNullable<ToastMessage['action']>;
type Notify = (message: string, tone?: ToastTone, action?: ToastAction) => void;
type Anchor = (element: HTMLElement | null) => void;

const ToastContext = createContext<Notify>(() => {});
const AnchorContext = createContext<Anchor>(() => {});

let nextId = 1;

/** The gap between the toasts and what they sit under (a dialog's header, the app bar). */
const GAP = 12;
/** A toast's width over a dialog or an editor from 768 px (review s47c, finding 7). */
const DESK_WIDTH = 360;
/** Below 768 px the toasts take the sheet's width less its gutters, up to this. */
const PHONE_WIDTH = 416;

export interface ToastPlace {
  top: number;
  left: number;
  width: number;
  /** In a dialog's header row (compact), not under the app bar. */
  inHeader?: boolean;
  /** In an editor's action bar, in its status slot (which it hides meanwhile). */
  slot?: HTMLElement;
}

/** The most a toast in an action bar's status slot takes of it. */
const SLOT_WIDTH = 420;
/** Below this a slot beside the buttons would make a toast of four short lines. */
const SLOT_MIN_WIDTH = 320;

/**
 * An editor's action bar (the news quick form's footer, the page editor's bar) says where its
 * status text stands with `data-toast-slot`: a save's toast stands there for its seconds, in the
 * status text's place (review s48b, finding 4: in a dialog's header it covered the title and stood
 * against ✕). The slot is marked (`data-toast-over`) and keeps the toast's height, so that on a
 * phone, where it is a row of its own over the buttons, the bar grows to hold it.
 */
function slotPlace(slot: HTMLElement, height: number): ToastPlace | null {
  slot.dataset.toastOver = '';
  slot.style.setProperty('--toast-height', `${Math.ceil(height)}px`);
  let box = slot.getBoundingClientRect();
  if (box.width > 0 && box.width < SLOT_MIN_WIDTH && slot.dataset.toastRow === undefined) {
    // Too narrow beside the buttons (a tablet's dialog): the slot takes a row of its own over them.
    slot.dataset.toastRow = '';
    box = slot.getBoundingClientRect();
  }
  if (box.width <= 0) return null;
  const width = Math.min(box.width, SLOT_WIDTH);
  return {
    top: Math.round(box.top + Math.max(0, (box.height - height) / 2)),
    left: Math.round(box.left),
    width: Math.round(width),
    slot,
  };
}

/** Gives a slot its own text back once no toast stands in it. */
export function releaseSlot(slot: HTMLElement | null | undefined) {
  if (!slot) return;
  delete slot.dataset.toastOver;
  delete slot.dataset.toastRow;
  slot.style.removeProperty('--toast-height');
}

function overlaps(a: DOMRect, b: ToastPlace & { height: number }) {
  return (
    a.left < b.left + b.width && a.right > b.left && a.top < b.top + b.height && a.bottom > b.top
  );
}

/** Below this much free room between a dialog's title and its buttons, a toast covers the title. */
const HEADER_MIN_WIDTH = 240;

/**
 * A dialog's header row: where its title's words end and where its buttons (⤢, ×) start. The
 * toast stands in the room between (review s48, finding 1: under the header it covered the
 * fields being edited; s47c, finding 7: on the footer's row it hid the footer's status text).
 */
function headerPlace(dialog: HTMLElement, height: number): ToastPlace | null {
  const titleId = dialog.getAttribute('aria-labelledby');
  const title = titleId ? document.getElementById(titleId) : null;
  const header = title && title.parentElement !== dialog ? title.parentElement : null;
  if (!title || !header) return null;
  const row = header.getBoundingClientRect();
  const words = document.createRange();
  words.selectNodeContents(title);
  const titleBox = title.getBoundingClientRect();
  const wordsBox = words.getBoundingClientRect?.() ?? titleBox;
  const wordsEnd = wordsBox.width > 0 ? wordsBox.right : titleBox.right;
  const buttons = Array.from(header.querySelectorAll<HTMLElement>('button'));
  const buttonsStart = buttons.length
    ? Math.min(...buttons.map((button) => button.getBoundingClientRect().left))
    : row.right - GAP;
  const end = buttonsStart - GAP;
  const wide = window.innerWidth >= 768;
  let left = wordsEnd + GAP + 4;
  let room = end - left;
  if (room < HEADER_MIN_WIDTH) {
    // A phone's sheet: no room beside the title, so the toast stands over it for its seconds.
    left = titleBox.left;
    room = end - left;
  }
  const width = Math.max(0, Math.min(wide ? DESK_WIDTH : PHONE_WIDTH, room));
  // Centred on the dialog where that leaves the title and the buttons clear, else nearest to it.
  const centred = row.left + (row.width - width) / 2;
  const at = Math.min(Math.max(centred, left), end - width);
  return {
    top: Math.round(Math.max(row.top + 4, row.top + (row.height - height) / 2)),
    left: Math.round(at),
    width: Math.round(width),
    inHeader: true,
  };
}

/**
 * Where the toasts go while a dialog, a sheet or the page editor is open: in the topmost modal
 * dialog's header row, between its title and its buttons (over the title on a phone's sheet),
 * compact — never over a field, the status line or the footer (review s48, finding 1; s47c,
 * finding 7). On the page editor: top centre under the app bar, at most 360 px wide from 768 px and
 * the window's width less its gutters below; a field being typed in that would be under them
 * pushes them below it. Null: no dialog and no editor, the toasts keep their corner (bottom right
 * on a desk, bottom centre below one).
 */
export function toastPlace(editor: HTMLElement | null, height = 0): ToastPlace | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  const dialog = dialogs[dialogs.length - 1];
  let frame: DOMRect;
  let top: number;
  const slot = (dialog ?? (editor?.isConnected ? editor : null))?.querySelector<HTMLElement>(
    '[data-toast-slot]',
  );
  if (slot) {
    const inSlot = slotPlace(slot, height);
    if (inSlot) return inSlot;
    releaseSlot(slot);
  }
  if (dialog) {
    const inHeader = headerPlace(dialog, height);
    if (inHeader) return inHeader;
    frame = dialog.getBoundingClientRect();
    top = frame.top;
  } else if (editor?.isConnected) {
    frame = editor.getBoundingClientRect();
    const bar = document.querySelector('.shell__header');
    top = Math.max(bar ? bar.getBoundingClientRect().bottom : 0, 0);
  } else {
    return null;
  }
  const wide = window.innerWidth >= 768;
  const width = Math.max(0, Math.min(wide ? DESK_WIDTH : PHONE_WIDTH, frame.width - 2 * GAP));
  const place = {
    top: Math.round(top + GAP),
    left: Math.round(frame.left + (frame.width - width) / 2),
    width: Math.round(width),
  };
  const typing = document.activeElement;
  if (
    typing instanceof HTMLElement &&
    (typing.matches('input, textarea, select') || typing.isContentEditable) &&
    overlaps(typing.getBoundingClientRect(), { ...place, height })
  ) {
    place.top = Math.round(typing.getBoundingClientRect().bottom + GAP);
  }
  return place;
}

/**
 * Holds the console's toasts and their polite live region (issue 18: saves and deletes). The
 * region stays one element at <body>'s end (so that each new toast is announced), live while a
 * dialog makes the rest of the app inert. While a
 * dialog or a sheet is open, or the page editor has said where it is (useToastAnchor), the toasts
 * stand at its top centre (toastPlace), clear of its footer and its status text; elsewhere they
 * keep their corner. «Отменить» in a delete's toast works wherever it stands.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const notify = useCallback<Notify>((message, tone = 'success', action) => {
    const id = nextId++;
    // At most three at a time: the oldest goes first.
    setToasts((list) => [...list.slice(-2), { id, message, tone, ...(action ? { action } : {}) }]);
  }, []);
  const dismiss = useCallback(
    (id: ToastMessage['id']) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const value = useMemo(() => notify, [notify]);
  const shown = toasts.length > 0;

  useLayoutEffect(() => {
    const wrapper = region.current;
    if (!wrapper || !shown) return;
    let last = '';
    let slot: HTMLElement | undefined;
    const place = () => {
      const list = wrapper.firstElementChild as HTMLElement | null;
      const at = toastPlace(anchor, list?.offsetHeight ?? 0);
      if (slot !== at?.slot) releaseSlot(slot);
      slot = at?.slot;
      const key = at ? `${at.top},${at.left},${at.width},${at.inHeader ?? false},${!!at.slot}` : '';
      if (key === last) return;
      last = key;
      if (!at) {
        delete wrapper.dataset.place;
        return;
      }
      wrapper.dataset.place = at.slot ? 'slot' : at.inHeader ? 'header' : 'top';
      wrapper.style.setProperty('--toasts-top', `${at.top}px`);
      wrapper.style.setProperty('--toasts-left', `${at.left}px`);
      wrapper.style.setProperty('--toasts-width', `${at.width}px`);
    };
    place();
    // A dialog may open or close, move or scroll while a toast shows (a resize, a footer that grows).
    let frame = requestAnimationFrame(function follow() {
      place();
      frame = requestAnimationFrame(follow);
    });
    return () => {
      cancelAnimationFrame(frame);
      releaseSlot(slot);
      delete wrapper.dataset.place;
    };
  }, [anchor, shown, toasts]);

  return (
    <AnchorContext.Provider value={setAnchor}>
      <ToastContext.Provider value={value}>
        {children}
        {/*
         * At <body>'s end, beside the dialogs' layers and marked to stay live: an open dialog makes
         * the app behind it inert, and a toast there was neither read out nor dismissable.
         */}
        {createPortal(
          <div ref={region} className="console-toasts-place" data-stays-live="">
            <ToastRegion
              className="console-toasts"
              toasts={toasts}
              onDismiss={dismiss}
              dismissLabel={t('admin.toast.dismiss')}
            />
          </div>,
          document.body,
        )}
      </ToastContext.Provider>
    </AnchorContext.Provider>
  );
}

/** Shows a short confirmation in the toast region. */
export function useToast(): Notify {
  return useContext(ToastContext);
}

/**
 * A ref for a full-page editor (the news editor's form): while it is on the screen its toasts stand
 * at its top centre under the app bar, as over a dialog, instead of in the window's corner.
 */
export function useToastAnchor(): (element: HTMLElement | null) => () => void {
  const setAnchor = useContext(AnchorContext);
  return useCallback(
    (element: HTMLElement | null) => {
      if (element) setAnchor(element);
      return () => setAnchor(null);
    },
    [setAnchor],
  );
}
