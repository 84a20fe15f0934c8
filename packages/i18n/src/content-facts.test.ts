import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from './catalogue-walk';
import { en } from './locales/en';
import { ru } from './locales/ru';
import type { TextTree } from './types';

/** All texts of a catalogue group, joined, to look for a fact in it. */
const textOf = (tree: unknown) =>
  flattenCatalogue(tree as TextTree)
    .map(([, text]) => text)
    .join('\n');

/**
 * The facts and constants of the content pages (content-pages spec §3, §4, §9) appear on their
 * page in both languages.
 */
describe.each([
  ['ru', ru],
  ['en', en],
] as const)('content facts (%s)', (lang, catalogue) => {
  const { clients, partners, equipment } = catalogue;

  it('landings: founding year, 804/379 locations, 97%, 3 minutes', () => {
    // /clients: 1992 and 3 minutes in its sentence, the figures in its tiles only (no repeat).
    for (const fact of ['1992', '3']) expect(clients.landing.facts).toContain(fact);
    for (const fact of ['804', '379', '97%']) expect(clients.landing.facts).not.toContain(fact);
    expect(Object.values(catalogue.home.paymentSystem.stats).map((stat) => stat.value)).toEqual([
      '804',
      '379',
      '97%',
    ]);
    for (const fact of ['1992', '804', '379']) expect(partners.landing.facts).toContain(fact);
  });

  it('sign and re-sign: six steps, 5 working days, and the rules of §4.1', () => {
    expect(Object.keys(clients.signAndResign.ways.self.steps)).toHaveLength(6);
    expect(clients.signAndResign.ways.self.steps.waitSms).toContain('5');
    expect(Object.keys(clients.signAndResign.participants)).toEqual([
      'title',
      'operator',
      'agents',
      'issuer',
      'tradeAndService',
      'serviceCenter',
    ]);
    expect(textOf(clients.signAndResign.facts)).toMatch(
      lang === 'ru' ? /факсу, не принимается/ : /e-mail or fax is not accepted/,
    );
  });

  it('card pickup documents of §4.2', () => {
    const pickup = textOf(clients.gettingElectronicCard.pickup);
    const words =
      lang === 'ru'
        ? [
            'приказ',
            'паспорт',
            'водительское удостоверение',
            'доверенность',
            'платежного поручения',
          ]
        : [
            'order of appointment',
            'passport',
            'driving licence',
            'power of attorney',
            'payment order',
          ];
    for (const word of words) expect(pickup).toContain(word);
  });

  it('voice menu keys 1, 2, 3, 9, the five-digit number and the wrong-choice message', () => {
    const voice = textOf(partners.voiceRefService);
    for (const key of ['1', '2', '3', '9', '#']) expect(voice).toContain(key);
    expect(voice).toContain('Сделан неправильный выбор');
    expect(voice).toMatch(lang === 'ru' ? /пятизначный|пяти цифр/ : /five-digit|five digits/);
  });

  it('the three price lists with their numbers and dates', () => {
    const lists = textOf(clients.priceListsAndTariffs.documents);
    for (const fact of [
      '03/2024',
      '22.02.2024',
      '01/24',
      '17.01.2024',
      '03/2022',
      '17.03.2022',
      '21.03.2022',
    ])
      expect(lists).toContain(fact);
    expect(clients.priceListsAndTariffs.description).toContain('BYN');
  });

  it('e-invoice site: the 21 application fields and the six export formats', () => {
    expect(Object.keys(equipment.invoicesSite.fields)).toHaveLength(22); // 21 fields and the title
    expect(Object.values(equipment.invoicesSite.formats).slice(1)).toEqual([
      'DOCX',
      'XLSX',
      'PDF',
      'CSV',
      'XML',
      'JSON',
    ]);
    expect(textOf(equipment.invoicesSite.fields)).toContain(lang === 'ru' ? 'СКНО' : 'SKNO');
  });

  it('tariffs: the 1,420.00 BYN licence without VAT, and the Info API terms', () => {
    const tariffs = equipment.invoicesSiteTariffs;
    expect(tariffs.options.license.price).toContain(
      lang === 'ru' ? '1 420,00 BYN без НДС' : '1,420.00 BYN without VAT',
    );
    expect(textOf(tariffs.options.infoApi)).toMatch(/XML.*JSON/);
    expect(textOf(tariffs.fee)).toMatch(
      lang === 'ru'
        ? /ежемесячная.*раз в месяц.*после каждого запроса/s
        : /monthly.*once a month.*after each request/s,
    );
    expect(textOf(tariffs.access)).toMatch(
      lang === 'ru'
        ? /фирменном бланке.*номер договора.*токен/s
        : /letterhead.*contract number.*token/s,
    );
  });

  it('loyalty figures, the 15–20% queue cut and the one-year warranty', () => {
    const loyalty = textOf(partners.loyaltyProgram);
    for (const fact of ['10', '1K', '100']) expect(loyalty).toContain(fact);
    expect(textOf(equipment.selfServiceCheckout)).toContain('15–20%');
    expect(textOf(equipment.selfServiceCheckout.lists.features)).toMatch(
      lang === 'ru' ? /один год/ : /one-year/,
    );
  });

  it('the e-money split of §9', () => {
    const rules = textOf(clients.eMoneyRegulations.rules);
    for (const fact of ['18:00', '24:00', '50%', '3']) expect(rules).toContain(fact);
    expect(rules).toMatch(
      lang === 'ru' ? /суточной квоте.*продаж за день/s : /daily quota.*day’s sales/s,
    );
  });

  it('the card reader: six labelled keys, "dose" in English, and the read message', () => {
    const { keys, readSuccess } = clients.cardUsageRules.simulator;
    expect(Object.keys(keys)).toEqual(['enter', 'cancel', 'return', 'doze', 'menu', 'lang']);
    if (lang === 'ru') expect(readSuccess).toBe('Карта успешно прочитана!');
    else expect(keys.doze).toBe('Dose');
  });

  it('five FAQ questions per category, and the invalid_category text', () => {
    expect(Object.keys(clients.landing.faq.items)).toHaveLength(5);
    expect(Object.keys(partners.landing.faq.items)).toHaveLength(5);
    expect(clients.landing.faq.invalidCategory).toBe('invalid_category');
    expect(partners.landing.faq.invalidCategory).toBe('invalid_category');
  });
});
