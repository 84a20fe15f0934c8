import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeField } from './TimeField';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeField
        label="Время начала"
        aria-label="Время начала показа"
        name="startTime"
        placeholder="00:00"
        suffix="Минск"
        invalidLabel="Нет такого времени: введите его как чч:мм, от 00:00 до 23:59"
        value={value}
        onValueChange={setValue}
      />
      <output data-testid="state">{value}</output>
    </>
  );
}

describe('TimeField', () => {
  it.each([
    ['9:00', '09:00'],
    ['0900', '09:00'],
    ['09:00', '09:00'],
  ])('takes «%s» as %s (24 h), written out on blur', async (typed, time) => {
    render(<Controlled />);
    const input = screen.getByLabelText('Время начала показа');
    await userEvent.type(input, typed);
    expect(screen.getByTestId('state')).toHaveTextContent(time);
    await userEvent.tab();
    expect(input).toHaveValue(time);
  });

  it('is a text field with the placeholder given, the time zone shown inside its box', () => {
    render(<Controlled initial="18:30" />);
    const input = screen.getByLabelText('Время начала показа');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', '00:00');
    expect(input).toHaveValue('18:30');
    expect(input.parentElement).toHaveTextContent('Минск');
    // Shown only: the field's description says the zone (no «Минск» read twice).
    expect(input).toHaveAccessibleDescription('');
  });

  it('says a time that does not exist as its error on blur', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Время начала показа');
    await userEvent.type(input, '25:00');
    await userEvent.tab();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/Нет такого времени/);
    await userEvent.clear(input);
    expect(input).not.toBeInvalid();
    expect(screen.getByTestId('state')).toBeEmptyDOMElement();
  });
});
