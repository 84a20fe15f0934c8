import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import {
  boxesOverlap,
  centreOffset,
  createCardReadTimer,
  movedBox,
  type Box,
  type CardReadTimer,
} from './card-read-timer';

/** What the simulator says: nothing yet, reading, a read cancelled early, or the card read. */
export type ReaderStatus = 'idle' | 'reading' | 'cancelled' | 'read';

const browserTimers = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

const boxOf = (element: Element | null): Box | null => element?.getBoundingClientRect() ?? null;

/**
 * The card's drag and keyboard insertion. Pointer events cover mouse, touch and pen: the card is
 * captured on press, follows the pointer, and counts towards a read while it overlaps the slot.
 * Enter or Space inserts the card (it stays in the slot until read), Escape or leaving the card
 * takes it out. A read returns the card to its start.
 */
export function useCardReader() {
  const cardRef = useRef<HTMLDivElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const timerRef = useRef<CardReadTimer | null>(null);
  const dragRef = useRef<{ pointerId: number; x: number; y: number; start: Box } | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [dragging, setDragging] = useState(false);
  const [inserted, setInserted] = useState(false);
  const [status, setStatus] = useState<ReaderStatus>('idle');

  const onRead = useCallback(() => {
    const drag = dragRef.current;
    if (drag && cardRef.current?.hasPointerCapture?.(drag.pointerId))
      cardRef.current.releasePointerCapture(drag.pointerId);
    dragRef.current = null;
    setDragging(false);
    setInserted(false);
    setOffset({ x: 0, y: 0 });
    setStatus('read');
  }, []);

  const timer = (): CardReadTimer =>
    (timerRef.current ??= createCardReadTimer({ timers: browserTimers, onRead }));
  useEffect(() => () => timerRef.current?.dispose(), []);

  const begin = () => {
    if (timer().isRead) timer().reset();
    setStatus((current) => (current === 'read' || current === 'cancelled' ? 'idle' : current));
  };
  const enterSlot = () => {
    if (timer().isReading || timer().isRead) return;
    timer().enter();
    setStatus('reading');
  };
  const leaveSlot = () => {
    if (timer().leave()) setStatus('cancelled');
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const start = boxOf(cardRef.current);
    if (!start || inserted) return;
    event.preventDefault();
    begin();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragRef.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, start };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    setOffset({ x: dx, y: dy });
    const slot = boxOf(slotRef.current);
    if (slot && boxesOverlap(movedBox(drag.start, dx, dy), slot)) enterSlot();
    else leaveSlot();
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragRef.current = null;
    leaveSlot();
    setDragging(false);
    setOffset({ x: 0, y: 0 });
  };

  const takeOut = () => {
    if (!inserted) return;
    leaveSlot();
    setInserted(false);
    setOffset({ x: 0, y: 0 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (inserted) event.preventDefault();
      takeOut();
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (event.repeat || inserted || dragRef.current) return;
    begin();
    const card = boxOf(cardRef.current);
    const slot = boxOf(slotRef.current);
    setOffset(card && slot ? centreOffset(card, slot) : { x: 0, y: 0 });
    setInserted(true);
    enterSlot();
  };

  return {
    cardRef,
    slotRef,
    offset,
    dragging,
    inserted,
    status,
    cardHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onLostPointerCapture: onPointerEnd,
      onKeyDown,
      onBlur: takeOut,
    },
  };
}
