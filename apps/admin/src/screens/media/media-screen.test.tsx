import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkflowFetch } from '../../test/fake-workflow-fetch';
import { fakeApi, renderConsole } from '../../test/render-console';
import { MediaScreen } from './media-screen';

afterEach(() => vi.unstubAllGlobals());

describe('MediaScreen', () => {
  it('an empty library has one empty state: the drop zone with an icon, one sentence and the button (review s45b, finding 20)', async () => {
    fakeWorkflowFetch({
      'GET /api/admin/media': { body: { items: [], total: 0, page: 1, pageSize: 24 } },
    });
    const { container } = renderConsole(<MediaScreen />, { api: fakeApi() });
    const sentence = await screen.findByText(
      'Изображений пока нет: загрузите первое, чтобы выбрать его обложкой или вставить в текст новости.',
    );
    const zone = sentence.closest('.media-drop')!;
    expect(zone).not.toBeNull();
    expect(zone.querySelector('svg')).not.toBeNull();
    expect(within(zone as HTMLElement).getByLabelText('Загрузить изображение')).toBeInTheDocument();
    // No second card saying the same, and nothing to search yet.
    expect(container.querySelector('.empty-state')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });
});
