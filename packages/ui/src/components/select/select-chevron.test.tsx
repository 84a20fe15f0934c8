import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NativeSelect } from './NativeSelect';
import { Select } from './Select';

const options = [
  { value: 'a', label: 'Первый' },
  { value: 'b', label: 'Второй' },
];

/** Review s47c, finding 6: one 16 px, 1.5-stroke chevron in every kind of select. */
function chevronsOf(container: HTMLElement) {
  return [...container.querySelectorAll('[data-select-chevron]')];
}

describe('the select chevron', () => {
  it.each([
    ['Select', <Select key="s" label="Поле" options={options} defaultValue="a" />],
    [
      'Select with links',
      <Select key="l" label="Поле" options={options} value="a" hrefForValue={(v) => `/?v=${v}`} />,
    ],
    ['NativeSelect', <NativeSelect key="n" label="Поле" options={options} />],
  ])('%s draws the one 16 px chevron, hidden from assistive technology', (_, element) => {
    const { container } = render(element);
    const chevrons = chevronsOf(container);
    expect(chevrons).toHaveLength(1);
    const svg = chevrons[0]!;
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg).toHaveAttribute('height', '16');
    expect(svg).toHaveAttribute('stroke-width', '1.5');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelector('path')).toHaveAttribute('d', 'M4 6l4 4 4-4');
  });
});
