import type { ApplicationItem } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { applicationsCsvLines } from './applications-csv';

const item = (id: number, company: string): ApplicationItem => ({
  id,
  reference: `A-2026-${String(id).padStart(6, '0')}`,
  createdAt: '2026-11-26T21:00:00.000Z',
  updatedAt: '2026-11-26T21:00:00.000Z',
  type: 'client',
  product: null,
  company,
  unp: '190123456',
  contact: 'Иван',
  phone: '+375 29 123-45-67',
  email: 'ivan@example.by',
  region: 'Минск',
  interests: ['fuel-cards'],
  message: '\n=1+1',
  lang: 'ru',
  status: 'new',
  assignee: null,
  note: '',
});

describe('applicationsCsvLines', () => {
  it('gives the header first and each batch as it comes, never asking for more ahead', async () => {
    const asked: number[] = [];
    async function* batches() {
      for (const batch of [[item(1, 'Альфа'), item(2, 'Бета')], [item(3, 'Гамма')]]) {
        asked.push(batch[0]!.id);
        yield batch;
      }
    }
    const lines = applicationsCsvLines(batches());
    const header = await lines.next();
    expect(header.value).toMatch(/^\uFEFF"Номер";"Создана \(UTC\)";.*"Изменена \(UTC\)"\r\n$/);
    expect(asked).toEqual([]);
    const first = (await lines.next()).value as string;
    expect(asked).toEqual([1]);
    expect(first.split('\r\n')).toHaveLength(3);
    expect(first).toContain('"A-2026-000001";');
    expect(first).toContain(`"'\n=1+1"`);
    expect((await lines.next()).value).toContain('"Гамма"');
    expect((await lines.next()).done).toBe(true);
  });
});
