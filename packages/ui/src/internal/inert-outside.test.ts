import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './inert-outside';

afterEach(() => {
  document.body.innerHTML = '';
});

function layout() {
  document.body.innerHTML = `
    <div id="root"><main id="page"><button>behind</button></main></div>
    <div id="toasts" data-stays-live><div aria-live="polite"><button>×</button></div></div>
    <div id="modal"><div role="dialog"></div></div>`;
  const get = (id: string) => document.getElementById(id)!;
  return { root: get('root'), toasts: get('toasts'), modal: get('modal') };
}

describe('inertOutside', () => {
  it('makes the page behind a layer inert and releases it', () => {
    const { root, modal } = layout();
    const release = inertOutside(modal);
    expect(root).toHaveAttribute('inert');
    expect(modal).not.toHaveAttribute('inert');
    release();
    expect(root).not.toHaveAttribute('inert');
  });

  it('leaves a layer marked data-stays-live (the toasts) live, so it is heard and works', () => {
    const { toasts, modal } = layout();
    const release = inertOutside(modal);
    expect(toasts).not.toHaveAttribute('inert');
    release();
    expect(toasts).not.toHaveAttribute('inert');
  });

  it('releases an element only when the last layer that marked it closes', () => {
    const { root, modal } = layout();
    const second = document.createElement('div');
    document.body.append(second);
    const first = inertOutside(modal);
    const next = inertOutside(second);
    first();
    expect(root).toHaveAttribute('inert');
    next();
    expect(root).not.toHaveAttribute('inert');
  });
});
