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

/** One way back offered with a toast («Отменить» after a delete). */
export type ToastAction = NonNullable<ToastMessage['action']>;
type Notify = (message: string, tone?: ToastTone, action?: ToastAction) => void;
type Anchor = (element: HTMLElement | null) => void;

const ToastContext = createContext<Notify>(() => {});
const AnchorContext = createContext<Anchor>(() => {});

let nextId = 1;

/**
 * Holds the console's toasts and their polite live region (issue 18: saves and deletes). The
 * region stays one element at the page's end (so that each new toast is announced), but while an
 * editor has given it a place of its own (useToastAnchor: the news form's status line, by its
 * buttons) the toasts are laid over that place, which makes room for them: a save's «Черновик
 * сохранён» never covers the form it is about (review s45b, finding 9).
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
    if (!anchor || !wrapper || !shown) return;
    const place = () => {
      const list = wrapper.firstElementChild as HTMLElement | null;
      if (!list) return;
      // The anchor is as tall as the toasts, then the toasts are laid over it.
      anchor.style.setProperty('--toasts-height', `${list.offsetHeight}px`);
      const rect = anchor.getBoundingClientRect();
      wrapper.style.setProperty('--toasts-top', `${Math.round(rect.top)}px`);
      wrapper.style.setProperty('--toasts-left', `${Math.round(rect.left)}px`);
      wrapper.style.setProperty('--toasts-width', `${Math.round(rect.width)}px`);
    };
    anchor.dataset.toasts = 'shown';
    place();
    // The dialog or the page bar may move (a resize, a scroll, a footer that grows).
    let frame = requestAnimationFrame(function follow() {
      place();
      frame = requestAnimationFrame(follow);
    });
    return () => {
      cancelAnimationFrame(frame);
      delete anchor.dataset.toasts;
    };
  }, [anchor, shown, toasts]);

  return (
    <AnchorContext.Provider value={setAnchor}>
      <ToastContext.Provider value={value}>
        {children}
        <div
          ref={region}
          className="console-toasts-place"
          data-anchored={anchor && shown ? 'true' : undefined}
        >
          <ToastRegion
            className={anchor ? 'console-toasts console-toasts--anchored' : 'console-toasts'}
            toasts={toasts}
            onDismiss={dismiss}
            dismissLabel={t('admin.toast.dismiss')}
          />
        </div>
      </ToastContext.Provider>
    </AnchorContext.Provider>
  );
}

/** Shows a short confirmation in the toast region. */
export function useToast(): Notify {
  return useContext(ToastContext);
}

/**
 * A ref for the element where this screen's toasts show instead of the window's corner (the news
 * editors' status line by their buttons); it stays empty and takes no room while there are none.
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
