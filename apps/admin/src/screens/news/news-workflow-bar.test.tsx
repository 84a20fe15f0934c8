import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import { emptyNewsForm } from './news-form-model';
import { NewsWorkflowBar } from './news-workflow-bar';

function renderBar(unpublishedEdits?: boolean) {
  return renderConsole(
    <NewsWorkflowBar
      status="published"
      state="live"
      values={emptyNewsForm()}
      sending={false}
      onStatus={vi.fn()}
      onHistory={vi.fn()}
      compact
      {...(unpublishedEdits === undefined ? {} : { unpublishedEdits })}
    />,
    { api: fakeApi(), role: 'admin' },
  );
}

describe('the editor’s status block (review s47b, finding 4)', () => {
  it('says «Есть неопубликованные правки» beside a live item’s state when its edits wait', () => {
    const { container } = renderBar(true);
    const status = container.querySelector('.workflow-bar__status');
    expect(status).not.toBeNull();
    const chip = within(status as HTMLElement).getByText('Есть неопубликованные правки');
    // An amber (warning) chip after the state's pill, inside the status line.
    expect(chip.closest('.workflow-bar__pending')).not.toBeNull();
    expect(status).toHaveTextContent(/Опубликована.*Есть неопубликованные правки/);
  });

  it('says nothing of the kind without waiting edits', () => {
    renderBar();
    expect(screen.queryByText('Есть неопубликованные правки')).not.toBeInTheDocument();
    renderBar(false);
    expect(screen.queryByText('Есть неопубликованные правки')).not.toBeInTheDocument();
  });

  it('keeps the names «Предпросмотр» and «Действия» on its buttons (review s47b, finding 2)', () => {
    renderBar();
    expect(screen.getByRole('button', { name: 'Предпросмотр' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Действия' })).toHaveAttribute('aria-haspopup');
  });

  it('is one preview control: «Предпросмотр» and its ▾ of RU / EN side by side; «Действия» keeps «Снять с публикации» and the history (review s47c, finding 10)', async () => {
    const { container } = renderBar();
    const split = container.querySelector('.preview-split') as HTMLElement;
    expect(split).not.toBeNull();
    expect(within(split).getByRole('button', { name: 'Предпросмотр' })).toBeInTheDocument();
    const language = within(split).getByRole('button', { name: 'Язык предпросмотра' });
    expect(language).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(language);
    const menu = screen.getByRole('menu', { name: 'Язык предпросмотра' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Предпросмотр (RU)', 'Предпросмотр (EN)']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Действия' }));
    expect(
      within(screen.getByRole('menu', { name: 'Действия' }))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Снять с публикации', 'История версий']);
  });

  it('has no «Действия» for a new item, which has nothing else to offer', () => {
    renderConsole(
      <NewsWorkflowBar
        status={null}
        state={null}
        values={emptyNewsForm()}
        sending={false}
        onStatus={vi.fn()}
        compact
      />,
      { api: fakeApi(), role: 'admin' },
    );
    expect(screen.getByRole('button', { name: 'Предпросмотр' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Язык предпросмотра' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Действия' })).toBeNull();
  });

  it('on a phone is one text link «Предпросмотр ▾» whose small menu offers RU and EN (review s47c, finding 10)', async () => {
    const phone = (query: string) =>
      ({
        matches: query.includes('max-width: 767.98px'),
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    vi.stubGlobal('matchMedia', vi.fn(phone));
    try {
      renderBar();
      const preview = screen.getByRole('button', { name: 'Предпросмотр' });
      expect(preview).toHaveAttribute('aria-haspopup', 'menu');
      expect(screen.queryByRole('button', { name: 'Язык предпросмотра' })).toBeNull();
      await userEvent.click(preview);
      expect(
        within(screen.getByRole('menu', { name: 'Предпросмотр' }))
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Предпросмотр (RU)', 'Предпросмотр (EN)']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
