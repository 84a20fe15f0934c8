import { describe, expect, it } from 'vitest';
import { columnsPastEdge, rowsBelow } from './use-column-edge';

/** A result box 300 px wide at x = 0 whose header cells end at the given x positions. */
function box(rights: number[], scrollLeft = 0): HTMLElement {
  const node = document.createElement('div');
  node.innerHTML = `<table><thead><tr>${rights.map(() => '<th></th>').join('')}</tr></thead></table>`;
  const rect = (left: number, right: number) => ({ left, right, top: 0, bottom: 20, width: right - left, height: 20, x: left, y: 0, toJSON: () => ({}) });
  node.getBoundingClientRect = () => rect(0, 302);
  Object.defineProperty(node, 'clientLeft', { value: 1 });
  Object.defineProperty(node, 'clientWidth', { value: 300 });
  node.scrollLeft = scrollLeft;
  node.querySelectorAll('th').forEach((cell, index) => {
    cell.getBoundingClientRect = () => rect(index === 0 ? 0 : rights[index - 1]!, rights[index]!);
  });
  return node;
}

describe('columnsPastEdge', () => {
  it('counts the header cells not wholly in the box', () => {
    expect(columnsPastEdge(box([80, 200, 300, 420, 600]))).toEqual({ hidden: 2, scrolled: false });
  });

  it('does not count a cell a few pixels over the edge', () => {
    expect(columnsPastEdge(box([80, 304]))).toEqual({ hidden: 0, scrolled: false });
  });

  it('says when the box is scrolled sideways', () => {
    const node = box([80, 200]);
    Object.defineProperty(node, 'scrollLeft', { value: 40 });
    expect(columnsPastEdge(node)).toEqual({ hidden: 0, scrolled: true });
  });
});

describe('rowsBelow', () => {
  const bounded = (scrollHeight: number, clientHeight: number, scrollTop: number) => {
    const node = document.createElement('div');
    Object.defineProperty(node, 'scrollHeight', { value: scrollHeight });
    Object.defineProperty(node, 'clientHeight', { value: clientHeight });
    Object.defineProperty(node, 'scrollTop', { value: scrollTop });
    return node;
  };

  it('says rows lie below a box not scrolled to its end', () => {
    expect(rowsBelow(bounded(2000, 600, 0))).toBe(true);
    expect(rowsBelow(bounded(2000, 600, 1300))).toBe(true);
  });

  it('says none do at its end, or when the table fits', () => {
    expect(rowsBelow(bounded(2000, 600, 1400))).toBe(false);
    expect(rowsBelow(bounded(2000, 600, 1399.5))).toBe(false);
    expect(rowsBelow(bounded(400, 400, 0))).toBe(false);
  });
});
