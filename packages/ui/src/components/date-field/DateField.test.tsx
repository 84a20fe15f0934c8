import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

const labels = {
  openCalendar: 'Выбрать дату в календаре',
  calendar: 'Календарь',
  invalid: 'Нет такой даты: введите её как дд.мм.гггг',
};

function Controlled({
  initial = '',
  onValue,
}: {
  initial?: string;
  onValue?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Показывать с"
        name="startDate"
        placeholder="дд.мм.гггг"
        value={value}
        labels={labels}
        onValueChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output data-testid="state">{value}</output>
      <button type="button" onClick={() => setValue('2030-01-15')}>
        Сбросить
      </button>
    </>
  );
}

describe('DateField', () => {
  it('shows a stored ISO day as DD.MM.YYYY and keeps its name and label', () => {
    render(<Controlled initial="2026-12-06" />);
    const input = screen.getByLabelText('Показывать с');
    expect(input).toHaveValue('06.12.2026');
    expect(input).toHaveAttribute('name', 'startDate');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.гггг');
  });

  it.each([
    ['6.12.2026', '2026-12-06'],
    ['06.12.2026', '2026-12-06'],
    ['2026-12-06', '2026-12-06'],
  ])('takes «%s», keeps %s in the state and writes it out on blur', async (typed, iso) => {
    render(<Controlled />);
    const input = screen.getByLabelText('Показывать с');
    await userEvent.type(input, typed);
    // The state has the day before the field is left (a save straight from the field).
    expect(screen.getByTestId('state')).toHaveTextContent(iso);
    await userEvent.tab();
    expect(input).toHaveValue('06.12.2026');
    expect(input).not.toBeInvalid();
  });

  it('says an impossible date as its error on blur, and drops it once the date is right', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Показывать с');
    await userEvent.type(input, '31.02.2026');
    expect(input).not.toBeInvalid();
    await userEvent.tab();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(labels.invalid);
    // Never silently saved as another day: the state holds the text, which the API refuses.
    expect(screen.getByTestId('state')).toHaveTextContent('31.02.2026');
    await userEvent.clear(input);
    await userEvent.type(input, '28.02.2026');
    expect(input).not.toBeInvalid();
    expect(screen.getByTestId('state')).toHaveTextContent('2026-02-28');
  });

  it('clears to an empty value', async () => {
    render(<Controlled initial="2026-12-06" />);
    await userEvent.clear(screen.getByLabelText('Показывать с'));
    expect(screen.getByTestId('state')).toBeEmptyDOMElement();
  });

  it('shows a value set from outside', async () => {
    render(<Controlled initial="2026-12-06" />);
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(screen.getByLabelText('Показывать с')).toHaveValue('15.01.2030');
  });

  it('opens a Monday-first Russian calendar on the chosen month; arrows and Enter pick a day', async () => {
    const onValue = vi.fn();
    render(<Controlled initial="2026-12-06" onValue={onValue} />);
    const button = screen.getByRole('button', { name: labels.openCalendar });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Календарь' });
    await screen.findByRole('grid');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveTextContent(/декабрь 2026/i);
    const weekdays = [...dialog.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(weekdays[0]).toMatch(/^пн/i);
    // The chosen day has the focus; → moves to the next one, Enter picks it.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('6'));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-07');
    expect(screen.queryByRole('dialog')).toBeNull();
    const input = screen.getByLabelText('Показывать с');
    expect(input).toHaveValue('07.12.2026');
    expect(input).toHaveFocus();
  });

  it('opens an empty field on the month of its near date, a filled one on its own', async () => {
    const { rerender } = render(
      <DateField
        label="Показывать до"
        value=""
        labels={labels}
        onValueChange={() => {}}
        nearDate="2031-03-10"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: labels.openCalendar }));
    const calendar = await screen.findByRole('dialog');
    expect(await within(calendar).findByRole('grid')).toHaveAccessibleName(/март 2031/i);
    await userEvent.keyboard('{Escape}');
    rerender(
      <DateField
        label="Показывать до"
        value="2032-07-01"
        labels={labels}
        onValueChange={() => {}}
        nearDate="2031-03-10"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: labels.openCalendar }));
    expect(await within(await screen.findByRole('dialog')).findByRole('grid')).toHaveAccessibleName(
      /июль 2032/i,
    );
  });

  it('closes the calendar on Escape without closing what is round it, focus back on its button', async () => {
    const outer = vi.fn();
    render(
      <div onKeyDown={(event) => event.key === 'Escape' && outer()}>
        <Controlled />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: labels.openCalendar }));
    await screen.findByRole('dialog', { name: 'Календарь' });
    await screen.findByRole('grid');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(outer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: labels.openCalendar })).toHaveFocus();
  });

  it('closes the calendar when the focus leaves the field and its calendar', async () => {
    render(
      <>
        <Controlled />
        <button type="button">Дальше</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: labels.openCalendar }));
    await screen.findByRole('grid');
    screen.getByRole('button', { name: 'Дальше' }).focus();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the calendar on a press outside it', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: labels.openCalendar }));
    await screen.findByRole('dialog');
    await act(async () => {
      await userEvent.click(document.body);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("has a backdrop (a phone's dimmed layer) that closes the calendar and keeps the value", async () => {
    render(<Controlled initial="2030-01-15" />);
    await userEvent.click(screen.getByRole('button', { name: labels.openCalendar }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('date-field-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('date-field-backdrop')).toBeNull();
    expect(screen.getByTestId('state')).toHaveTextContent('2030-01-15');
    expect(screen.getByRole('button', { name: labels.openCalendar })).toHaveFocus();
  });

  it('gives the calendar button no name of the field (getByLabel of the field stays one control)', () => {
    render(<Controlled />);
    expect(screen.getAllByLabelText(/Показывать с/)).toHaveLength(1);
  });
});
