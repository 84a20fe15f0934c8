import type { NewsInput } from '@fuelcard/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleI18n, loadWorkflowTexts } from '../../lib/console-i18n';
import {
  publishLabel,
  savedMessage,
  startsLater,
  stateAfterSave,
  stateHint,
  withLiveDate,
} from './news-status-text';

const t = (key: string, values?: Record<string, string | number>) => consoleI18n.t(key, values);
beforeAll(() => loadWorkflowTexts());
// 27.11.2026, 10:00 in Minsk.
const NOW = new Date('2026-11-27T07:00:00.000Z');
const body = (dates: Partial<NewsInput['dates']> = {}): NewsInput => ({
  slug: 'x',
  priority: 'B',
  dates: { date: '', startDate: '', expireDate: '', ...dates },
  titles: { ru: 'Тарифы', en: '' },
  descriptions: { ru: '', en: '' },
});

describe('one status in every toast (issue 26 §1)', () => {
  it('names the state the item is in after the save, as the list does', () => {
    expect(stateAfterSave(body(), 'draft', NOW)).toBe('draft');
    expect(stateAfterSave(body({ startDate: '2026-11-28' }), 'published', NOW)).toBe('scheduled');
    expect(stateAfterSave(body({ startDate: '2026-11-27' }), 'published', NOW)).toBe('live');
    expect(stateAfterSave(body({ expireDate: '2026-11-26' }), 'published', NOW)).toBe('expired');
  });

  it('says «запланирована на» with the date for a future start, never «опубликована»', () => {
    expect(
      savedMessage(t, body({ startDate: '2026-12-01' }), 'published', { wasLive: false, now: NOW }),
    ).toBe('Новость «Тарифы» запланирована на 01.12.2026');
    expect(savedMessage(t, body(), 'published', { wasLive: false, now: NOW })).toBe(
      'Новость «Тарифы» опубликована',
    );
    expect(savedMessage(t, body(), 'published', { wasLive: true, now: NOW })).toBe(
      'Новость «Тарифы» сохранена, изменения уже на сайте',
    );
    expect(
      savedMessage(t, body({ startDate: '2026-12-01' }), 'draft', { wasLive: false, now: NOW }),
    ).toBe('Черновик «Тарифы» сохранён');
    expect(
      savedMessage(t, body({ expireDate: '2026-01-01' }), 'published', { wasLive: true, now: NOW }),
    ).toMatch(/срок её показа истёк/);
  });

  it('explains each state beside the editor badge', () => {
    expect(stateHint(t, 'scheduled', '2026-12-01')).toBe('Появится на сайте 01.12.2026.');
    expect(stateHint(t, 'draft', '')).toBe('Черновик не виден на сайте.');
    // «Изменения сразу появятся на сайте» is said once, beside «Обновить», not here again.
    expect(stateHint(t, 'live', '')).toBe('Видна на сайте.');
  });

  it('dates an item that goes public without a date by the day it goes live; a draft keeps its empty date', () => {
    expect(withLiveDate(body(), 'published', NOW).dates.date).toBe('2026-11-27');
    expect(withLiveDate(body({ startDate: '2026-12-05' }), 'published', NOW).dates.date).toBe(
      '2026-12-05',
    );
    expect(withLiveDate(body({ startDate: '2026-11-01' }), 'published', NOW).dates.date).toBe(
      '2026-11-27',
    );
    expect(withLiveDate(body(), 'draft', NOW).dates.date).toBe('');
    expect(withLiveDate(body({ date: '2025-01-02' }), 'published', NOW).dates.date).toBe(
      '2025-01-02',
    );
  });

  it('names the time of day when one is set (issue 26 §3), to the minute in Minsk', () => {
    const nine = { startDate: '2026-11-27', startTime: '09:00' };
    // 09:59 and 10:00 in Minsk on the 27th.
    const before = new Date('2026-11-27T06:59:00.000Z');
    const at = new Date('2026-11-27T07:00:00.000Z');
    const ten = { startDate: '2026-11-27', startTime: '10:00' };
    expect(startsLater(ten, before)).toBe(true);
    expect(startsLater(ten, at)).toBe(false);
    expect(startsLater(nine, at)).toBe(false);
    expect(publishLabel(t, ten, before)).toBe('Запланировать на 27.11.2026, 10:00');
    expect(publishLabel(t, ten, at)).toBe('Опубликовать');
    expect(publishLabel(t, { startDate: '2026-12-01', startTime: '' }, at)).toBe(
      'Запланировать на 01.12.2026',
    );
    expect(stateHint(t, 'scheduled', '2026-11-28', '09:00')).toBe(
      'Появится на сайте 28.11.2026 в 09:00.',
    );
    expect(stateAfterSave(body(ten), 'published', before)).toBe('scheduled');
    expect(stateAfterSave(body(ten), 'published', at)).toBe('live');
    expect(
      savedMessage(t, body({ startDate: '2026-11-28', startTime: '09:00' }), 'published', {
        wasLive: false,
        now: NOW,
      }),
    ).toBe('Новость «Тарифы» запланирована на 28.11.2026, 09:00');
  });
});
