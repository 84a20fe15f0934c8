import { createI18nWithTexts, pickSections } from '@fuelcard/i18n';
import { I18nProvider } from '@fuelcard/i18n/react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveStatusLine } from './news-autosave-ui';
import { emptyNewsForm, type NewsFormValues } from './news-form-model';
import {
  AUTOSAVE_DELAY_MS,
  AUTOSAVE_MIN_GAP_MS,
  autosaveTime,
  formFromAutosave,
  useNewsAutosave,
  type AutosaveStatus,
} from './use-news-autosave';

const form = (titleRu: string): NewsFormValues => ({ ...emptyNewsForm(), titleRu });

function mount(
  autosave: (id: string, body: unknown) => Promise<{ savedAt: string }>,
  id: string | null = '7',
) {
  const calls = { autosave: vi.fn(autosave) };
  const hook = renderHook(
    ({ values, dirty, sending }) => useNewsAutosave(calls, id, values, dirty, sending),
    { initialProps: { values: form('А'), dirty: true, sending: false } },
  );
  return { ...hook, calls };
}

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-27T09:00:00.000Z') }));
afterEach(() => vi.useRealTimers());

describe('useNewsAutosave', () => {
  it('saves 3 s after typing stops, with the form as the item’s body, and says when', async () => {
    const { result, calls, rerender } = mount(async () => ({
      savedAt: '2026-11-27T09:04:00.000Z',
    }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1000));
    rerender({ values: form('Аб'), dirty: true, sending: false });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1));
    expect(calls.autosave).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.autosave).toHaveBeenCalledTimes(1);
    expect(calls.autosave.mock.calls[0]![0]).toBe('7');
    expect(calls.autosave.mock.calls[0]![1]).toMatchObject({ titles: { ru: 'Аб' } });
    expect(result.current).toEqual({ kind: 'saved', at: '2026-11-27T09:04:00.000Z' });
  });

  it('saves not more often than every 5 s, and never while a save is sending or the form is clean', async () => {
    const { calls, rerender } = mount(async () => ({ savedAt: '2026-11-27T09:04:00.000Z' }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(calls.autosave).toHaveBeenCalledTimes(1);
    rerender({ values: form('Б'), dirty: true, sending: false });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    // 3 s after the keystroke but only 3 s after the last save: it waits for the 5 s.
    expect(calls.autosave).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MIN_GAP_MS - AUTOSAVE_DELAY_MS));
    expect(calls.autosave).toHaveBeenCalledTimes(2);

    rerender({ values: form('В'), dirty: true, sending: true });
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(calls.autosave).toHaveBeenCalledTimes(2);
    rerender({ values: form('В'), dirty: false, sending: false });
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(calls.autosave).toHaveBeenCalledTimes(2);
  });

  it('keeps a new item to the browser’s draft (no id: nothing sent)', async () => {
    const { calls, result } = mount(async () => ({ savedAt: '' }), null);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(calls.autosave).not.toHaveBeenCalled();
    expect(result.current).toEqual({ kind: 'idle' });
  });

  it('says «Сохранение…» while sending and the failure when the server does not take it', async () => {
    let fail!: (error: Error) => void;
    const { result } = mount(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current).toEqual({ kind: 'saving' });
    await act(async () => fail(new Error('offline')));
    expect(result.current).toEqual({ kind: 'failed' });
  });
});

describe('the autosave status line', () => {
  const i18n = createI18nWithTexts({ lng: 'ru', texts: pickSections('ru', ['common', 'admin']) });
  const show = (status: AutosaveStatus) =>
    render(
      <I18nProvider i18n={i18n}>
        <AutosaveStatusLine status={status} />
      </I18nProvider>,
    );

  it('reads in Minsk time, and says where the copy is on failure', () => {
    expect(autosaveTime('2026-11-27T09:04:00.000Z')).toBe('12:04');
    const { rerender } = show({ kind: 'saved', at: '2026-11-27T09:04:00.000Z' });
    expect(screen.getByRole('status')).toHaveTextContent('Сохранено в 12:04');
    rerender(
      <I18nProvider i18n={i18n}>
        <AutosaveStatusLine status={{ kind: 'saving' }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Сохранение…');
    rerender(
      <I18nProvider i18n={i18n}>
        <AutosaveStatusLine status={{ kind: 'failed' }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Не удалось сохранить на сервере — копия в браузере',
    );
  });

  it('says for a live item that the site still shows the stored version (review s45b, finding 24)', () => {
    const at = '2026-11-27T18:06:00.000Z';
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <AutosaveStatusLine status={{ kind: 'saved', at }} live />
      </I18nProvider>,
    );
    const line = screen.getByRole('status');
    expect(line).toHaveTextContent(/^Правки сохранены в 21:06 — на сайте пока прежняя версия$/);
    expect(line).toHaveClass('autosave-status--live');
    // A draft keeps «Сохранено в …».
    rerender(
      <I18nProvider i18n={i18n}>
        <AutosaveStatusLine status={{ kind: 'saved', at }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Сохранено в 21:06$/);
    expect(screen.getByRole('status')).not.toHaveClass('autosave-status--live');
  });
});

describe('formFromAutosave', () => {
  it('puts the autosaved text over the stored form', () => {
    const stored = form('Старый');
    const values = formFromAutosave(
      {
        slug: 'x',
        priority: 'A',
        dates: { date: '2026-03-02', startDate: '', expireDate: '', startTime: '' },
        titles: { ru: 'Новый', en: 'New' },
        descriptions: { ru: '<p>т</p>', en: '' },
        cover: null,
      },
      stored,
    );
    expect(values).toMatchObject({ slug: 'x', priority: 'A', titleRu: 'Новый', titleEn: 'New' });
    expect(values.descriptionRu).toBe('<p>т</p>');
    expect(values.cover).toBeNull();
  });

  it('brings back autosaved SEO texts too', () => {
    const values = formFromAutosave(
      {
        dates: { date: '2026-03-02', startDate: '', expireDate: '' },
        titles: { ru: 'Новый', en: '' },
        descriptions: { ru: '', en: '' },
        seo: { description: { ru: 'Для поиска', en: '' }, title: { ru: '', en: 'Social' } },
      },
      form('Старый'),
    );
    expect(values).toMatchObject({ seoDescriptionRu: 'Для поиска', seoTitleEn: 'Social' });
  });
});
