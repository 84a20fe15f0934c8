import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import { NothingFound } from './nothing-found';

describe('NothingFound', () => {
  it('repeats the query and offers «Сбросить фильтры» in the empty answer', async () => {
    const onReset = vi.fn();
    renderConsole(<NothingFound query="  zzzz " onReset={onReset} />, { api: fakeApi() });
    expect(screen.getByText('По запросу «zzzz» ничего не найдено')).toBeVisible();
    expect(screen.getByText('Измените запрос или сбросьте фильтры.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('says «Ничего не найдено» when only the filters are set', () => {
    renderConsole(<NothingFound query="" onReset={vi.fn()} />, { api: fakeApi() });
    expect(screen.getByText('Ничего не найдено')).toBeVisible();
  });
});
