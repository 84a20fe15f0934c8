import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { oneLine, TitleField } from './title-field';

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TitleField id="t" label="Заголовок (RU)" name="titleRu" value={value} disabled={false} error={undefined} onChange={setValue} />
    </form>
  );
}

describe('TitleField (review s45, finding 9)', () => {
  it('is a one-row text area named as before', () => {
    render(<Harness onSubmit={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Заголовок (RU)' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAttribute('rows', '1');
    expect(field).toHaveAttribute('name', 'titleRu');
  });

  it('keeps the title one line: Enter neither breaks it nor sends the form', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Заголовок (RU)' });
    await userEvent.type(field, 'Новые терминалы{Enter} в Минске');
    expect(field).toHaveValue('Новые терминалы в Минске');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('turns a pasted line break into a space', () => {
    render(<Harness onSubmit={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Заголовок (RU)' });
    fireEvent.change(field, { target: { value: 'Первая строка\r\n  вторая' } });
    expect(field).toHaveValue('Первая строка вторая');
  });

  it('oneLine leaves a title without breaks as it is', () => {
    expect(oneLine('  Пробелы  по краям ')).toBe('  Пробелы  по краям ');
    expect(oneLine('a\nb\n\nc')).toBe('a b c');
  });
});
