import type { ApplicationItem } from '@fuelcard/contracts';
import { csvLine, CSV_BOM } from '../audit/audit-csv';

const STATUS: Record<ApplicationItem['status'], string> = {
  new: 'новая',
  in_progress: 'в работе',
  closed: 'закрыта',
  spam: 'спам',
};

const HEADER = [
  'Номер',
  'Создана (UTC)',
  'Статус',
  'Взял',
  'Тип',
  'Страница',
  'Компания',
  'УНП',
  'Контактное лицо',
  'Телефон',
  'Электронная почта',
  'Регион',
  'Интересы',
  'Сообщение',
  'Язык',
  'Заметка',
  'Изменена (UTC)',
];

const row = (item: ApplicationItem): string[] => [
  item.reference,
  item.createdAt,
  STATUS[item.status],
  item.assignee ? (item.assignee.username ?? `#${item.assignee.id}`) : '',
  item.type,
  item.product ?? '',
  item.company,
  item.unp,
  item.contact,
  item.phone,
  item.email,
  item.region,
  item.interests.join(', '),
  item.message,
  item.lang,
  item.note,
  item.updatedAt,
];

/**
 * The applications as the activity log's CSV (`;`, UTF-8 with a BOM, CRLF, formulas defused), a
 * piece at a time: BOM and header first, then a chunk per batch of rows.
 */
export async function* applicationsCsvLines(
  batches: AsyncIterable<ApplicationItem[]>,
): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(HEADER)}\r\n`;
  for await (const items of batches)
    if (items.length > 0) yield items.map((item) => `${csvLine(row(item))}\r\n`).join('');
}
