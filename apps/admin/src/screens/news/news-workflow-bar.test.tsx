import { screen, within } from '@testing-library/react';
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
});
