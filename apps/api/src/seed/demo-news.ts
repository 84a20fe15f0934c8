import { NEWS_TIME_ZONE, todayIn, type NewsInput } from '@fuelcard/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

function shift(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function item(
  priority: 'A' | 'B',
  dates: [date: number, start: number | null, expire: number | null],
  titles: [ru: string, en: string],
  descriptions: [ru: string, en: string],
  today: string,
): NewsInput {
  const day = (offset: number | null) => (offset === null ? '' : shift(today, offset));
  return {
    priority,
    dates: { date: day(dates[0]), startDate: day(dates[1]), expireDate: day(dates[2]) },
    titles: { ru: `[Демо] ${titles[0]}`, en: `[Demo] ${titles[1]}` },
    descriptions: { ru: descriptions[0], en: descriptions[1] },
  };
}

/**
 * A handful of demo news items dated around `now`, clearly marked demo in both languages:
 * current ones (two of priority A), one scheduled for next week and one already expired.
 */
export function demoNews(now: Date): NewsInput[] {
  const today = todayIn(NEWS_TIME_ZONE, now);
  return [
    item(
      'A',
      [-1, -1, 30],
      ['Новые терминалы самообслуживания на АЗС', 'New self-service terminals at filling stations'],
      [
        '<h2>Заправка без очереди</h2><p>На АЗС партнёров установлены <strong>новые терминалы самообслуживания</strong>, принимающие топливные карты.</p><ul><li>оплата картой за 3 минуты;</li><li>чек на экране и по e-mail.</li></ul>',
        '<h2>Refuel without queuing</h2><p>Partner filling stations now have <strong>new self-service terminals</strong> that accept fuel cards.</p><ul><li>payment by card in 3 minutes;</li><li>receipt on screen and by e-mail.</li></ul>',
      ],
      today,
    ),
    item(
      'A',
      [-3, null, null],
      ['Обновлённый личный кабинет клиента', 'Updated client personal account'],
      [
        '<p>Личный кабинет получил новый дизайн и <span style="color:#48AE5A">быстрые отчёты</span> по операциям с картами.</p><p>Подробности — на <a href="https://example.com">сайте кабинета</a>.</p>',
        '<p>The personal account has a new design and <span style="color:#48AE5A">quick reports</span> on card transactions.</p><p>Details are on the <a href="https://example.com">account site</a>.</p>',
      ],
      today,
    ),
    item(
      'B',
      [-10, -10, 60],
      ['График работы офисов в праздничные дни', 'Office hours on public holidays'],
      [
        '<p style="text-align:center"><em>Офисы работают по сокращённому графику в предпраздничные дни.</em></p><p>Служба поддержки доступна круглосуточно.</p>',
        '<p style="text-align:center"><em>Offices work shorter hours on the days before public holidays.</em></p><p>Support is available around the clock.</p>',
      ],
      today,
    ),
    item(
      'B',
      [-20, null, null],
      ['Электронные деньги: обновлённые правила', 'E-money: updated rules'],
      [
        '<p>Опубликована новая редакция правил использования электронных денег.</p><ol><li>изменены лимиты;</li><li>уточнён порядок возврата.</li></ol>',
        '<p>A new edition of the e-money rules has been published.</p><ol><li>limits changed;</li><li>refund procedure clarified.</li></ol>',
      ],
      today,
    ),
    item(
      'A',
      [7, 7, 37],
      ['Запланированная новость: новый тариф', 'Scheduled news: new tariff'],
      [
        '<p>Эта новость появится на сайте через неделю: пример отложенной публикации.</p>',
        '<p>This item appears on the site in a week: an example of scheduled publishing.</p>',
      ],
      today,
    ),
    item(
      'B',
      [-60, -60, -30],
      ['Истёкшая новость: летняя акция', 'Expired news: summer promotion'],
      [
        '<p>Срок показа этой новости закончился: пример снятой с публикации новости.</p>',
        '<p>This item is past its show-until date: an example of an expired item.</p>',
      ],
      today,
    ),
  ];
}
