import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../link/SmartLink';
import { Select } from './Select';

const options = [
  { value: 'minsk', label: 'Минск' },
  { value: 'brest', label: 'Брест', disabled: true },
  { value: 'vitebsk', label: 'Витебск' },
  { value: 'gomel', label: 'Гомель' },
];

function setup(props: Partial<Parameters<typeof Select>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <>
      <Select
        label="Отделение"
        options={options}
        defaultValue="minsk"
        onChange={onChange}
        {...props}
      />
      <button type="button">снаружи</button>
    </>,
  );
  return { onChange, combobox: screen.getByRole('combobox', { name: 'Отделение' }) };
}

describe('Select', () => {
  it('opens with the keyboard, skips disabled options and chooses with Enter', async () => {
    const { onChange, combobox } = setup();
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('data-open');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Минск' }).id,
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Витебск' }).id,
    );
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('vitebsk');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('data-open');
    expect(combobox).toHaveTextContent('Витебск');
    expect(combobox).toHaveFocus();
  });

  it('supports Home, End, Space and type-ahead', async () => {
    const { onChange, combobox } = setup();
    combobox.focus();
    await userEvent.keyboard('{End}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Гомель' }).id,
    );
    await userEvent.keyboard('{Home}');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Минск' }).id,
    );
    await userEvent.keyboard('в');
    expect(combobox.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Витебск' }).id,
    );
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('vitebsk');
  });

  it('closes on Escape without changing the value', async () => {
    const { onChange, combobox } = setup();
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox).toHaveTextContent('Минск');
  });

  it('chooses with the mouse and closes on a click outside', async () => {
    const { onChange, combobox } = setup();
    await userEvent.click(combobox);
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Гомель' }));
    expect(onChange).toHaveBeenCalledWith('gomel');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'снаружи' }));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores clicks on a disabled option', async () => {
    const { onChange, combobox } = setup();
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('option', { name: 'Брест' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox).toHaveTextContent('Минск');
  });

  it('does nothing when disabled and reports its error', async () => {
    const { combobox } = setup({ disabled: true, error: 'Выберите отделение' });
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Выберите отделение');
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['a listbox', {}],
    ['links', { hrefForValue: (value: string) => `/city/${value}` }],
  ])('shows its hint over the box and its error right under it, as %s (review s45b, finding 7)', (_, extra) => {
    const { container } = render(
      <Select label="Город" hint="Где вы работаете" error="Выберите город" options={options} {...extra} />,
    );
    const combobox = container.querySelector<HTMLElement>('[aria-describedby]')!;
    const hint = screen.getByText('Где вы работаете');
    const error = screen.getByText('Выберите город');
    expect(hint.compareDocumentPosition(combobox)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(error.compareDocumentPosition(combobox)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
    expect(container.firstElementChild!.lastElementChild).toBe(error);
    expect(combobox).toHaveAccessibleDescription('Где вы работаете Выберите город');
  });

  it('submits its value through a hidden input when named', () => {
    const { container } = render(
      <Select label="Город" name="city" options={options} defaultValue="gomel" />,
    );
    expect(container.querySelector('input[type="hidden"]')).toHaveAttribute('value', 'gomel');
  });

  describe('with hrefForValue (links)', () => {
    const sorts = [
      { value: 'newest', label: 'Сначала новые' },
      { value: 'oldest', label: 'Сначала старые' },
      { value: 'popular', label: 'Популярные', disabled: true },
    ];
    const hrefForValue = (sort: string) => (sort === 'newest' ? '/news' : `/news?sort=${sort}`);

    function setupLinks(props: Partial<Parameters<typeof Select>[0]> = {}) {
      const onChange = vi.fn();
      const RouterLink = ({ to, onClick, ...rest }: LinkComponentProps) => (
        <a
          {...rest}
          href={to}
          data-router=""
          onClick={(event) => {
            event.preventDefault();
            onClick?.(event);
          }}
        />
      );
      const view = render(
        <>
          <Select
            label="Сортировка"
            options={sorts}
            value="newest"
            hrefForValue={hrefForValue}
            linkComponent={RouterLink}
            onChange={onChange}
            {...props}
          />
          <button type="button">снаружи</button>
        </>,
      );
      const details = view.container.querySelector('details')!;
      const summary = details.querySelector('summary')!;
      return { onChange, details, summary };
    }

    it('renders, even on the server, a disclosure of links named by the label and the value', () => {
      const html = renderToString(
        <Select label="Сортировка" options={sorts} value="oldest" hrefForValue={hrefForValue} />,
      );
      expect(html).toMatch(/<details[^>]*><summary/);
      expect(html).toContain('href="/news?sort=oldest"');
      expect(html).toContain('href="/news"');
      expect(html).not.toContain('role="combobox"');

      const { summary, details } = setupLinks({ value: 'oldest' });
      expect(screen.getByRole('group', { name: 'Сортировка' })).toBe(details);
      expect(summary).toHaveAccessibleName('Сортировка Сначала старые');
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(screen.getByRole('link', { name: 'Сначала старые', hidden: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(screen.getByRole('link', { name: 'Сначала новые', hidden: true })).toHaveAttribute(
        'href',
        '/news',
      );
      // A disabled option is text, not a link.
      expect(screen.queryByRole('link', { name: 'Популярные', hidden: true })).toBeNull();
    });

    it('opens with the summary, follows a link through linkComponent and closes', async () => {
      const { onChange, details, summary } = setupLinks();
      expect(details).not.toHaveAttribute('open');
      await userEvent.click(summary);
      expect(details).toHaveAttribute('open');
      expect(summary).toHaveAttribute('data-open');
      const oldest = screen.getByRole('link', { name: 'Сначала старые' });
      expect(oldest).toHaveAttribute('data-router');
      await userEvent.click(oldest);
      expect(onChange).toHaveBeenCalledWith('oldest');
      expect(details).not.toHaveAttribute('open');
    });

    it('closes on Escape (focus back on the box), on a click outside and when Tab leaves it', async () => {
      const { details, summary } = setupLinks();
      await userEvent.click(summary);
      await userEvent.tab();
      expect(screen.getByRole('link', { name: 'Сначала новые' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(details).not.toHaveAttribute('open');
      expect(summary).toHaveFocus();

      await userEvent.click(summary);
      await userEvent.click(screen.getByRole('button', { name: 'снаружи' }));
      expect(details).not.toHaveAttribute('open');

      await userEvent.click(summary);
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'снаружи' })).toHaveFocus();
      expect(details).not.toHaveAttribute('open');
    });

    it('does not open while disabled', async () => {
      const { details, summary } = setupLinks({ disabled: true });
      await userEvent.click(summary);
      expect(details).not.toHaveAttribute('open');
      expect(details.querySelector('a')).toBeNull();
    });
  });
});
