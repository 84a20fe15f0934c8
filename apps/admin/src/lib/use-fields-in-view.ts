import { useEffect, useState, type RefObject } from 'react';

/** Whether an element is wholly inside the viewport and every box that clips it (a modal's body). */
export function wholeInView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const viewport = window.visualViewport;
  const height = viewport ? viewport.height : window.innerHeight;
  if (box.top < -1 || box.bottom > height + 1) return false;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    if (box.top < clip.top - 1 || box.bottom > clip.bottom + 1) return false;
  }
  return true;
}

/**
 * Whether every field in error (`aria-invalid="true"`) under `scope` can be seen now, updated as
 * the page or a box in it scrolls or the window resizes. True when no field is in error. A form's
 * footer links to a field in error only when it cannot (review s47, finding 14: «1 поле с ошибкой
 * — показать» beside a two-field form whose error was in plain sight).
 */
export function useFieldsInView(
  scope: RefObject<HTMLElement | null>,
  /** What changes which fields are in error (their messages). */
  errors: readonly unknown[],
): boolean {
  const [inView, setInView] = useState(true);
  const key = errors.map(String).join('\u0000');
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const fields = scope.current?.querySelectorAll('[aria-invalid="true"]') ?? [];
        setInView([...fields].every(wholeInView));
      });
    };
    measure();
    document.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, [scope, key]);
  return inView;
}
