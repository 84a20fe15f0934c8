import { useEffect, type RefObject } from 'react';

/**
 * The ARIA toolbar keyboard pattern: the toolbar is one Tab stop (the last used button), and
 * ← → Home End move between its buttons. `layout` changes when other buttons are shown (the
 * phone's row and «⋯»): the first one is then the Tab stop again.
 */
export function useRovingFocus(ref: RefObject<HTMLElement | null>, layout = ''): void {
  useEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    // The choices in a button's panel (toolbar-popover) are not stops of the toolbar itself.
    const buttons = () =>
      [...toolbar.querySelectorAll<HTMLButtonElement>('button')].filter(
        (button) => !button.closest('.rte-popover'),
      );
    const makeCurrent = (current: HTMLButtonElement | undefined) => {
      for (const button of buttons()) button.tabIndex = button === current ? 0 : -1;
    };
    makeCurrent(buttons()[0]);

    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLButtonElement) makeCurrent(event.target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const enabled = buttons().filter((button) => !button.disabled);
      const index = enabled.indexOf(document.activeElement as HTMLButtonElement);
      if (index < 0) return;
      const target = {
        ArrowRight: enabled[(index + 1) % enabled.length],
        ArrowLeft: enabled[(index - 1 + enabled.length) % enabled.length],
        Home: enabled[0],
        End: enabled.at(-1),
      }[event.key];
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    toolbar.addEventListener('focusin', onFocusIn);
    toolbar.addEventListener('keydown', onKeyDown);
    return () => {
      toolbar.removeEventListener('focusin', onFocusIn);
      toolbar.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, layout]);
}
