import type { NewsMap } from '../schemas/news';

/**
 * The news bundled with the sites, shown when the API cannot be reached (spec §3):
 * one welcome notice for the new website.
 */
export const FALLBACK_NEWS: NewsMap = {
  '1': {
    slug: 'welcome-to-the-new-website',
    priority: 'A',
    dates: { date: '2025-07-28', startDate: '2025-07-28', expireDate: '2025-07-31' },
    titles: {
      ru: 'Добро пожаловать на новый сайт',
      en: 'Welcome to the new website',
    },
    descriptions: {
      ru:
        '<p>Мы рады представить новый корпоративный сайт компании.</p>' +
        '<p>Здесь собраны сведения о нашей платёжной системе, топливных картах, оборудовании и ' +
        'программном обеспечении, а также контакты всех региональных офисов.</p>' +
        '<p>Следите за новостями: мы будем сообщать о новых услугах и изменениях в работе системы.</p>',
      en:
        '<p>We are pleased to present the new corporate website of the company.</p>' +
        '<p>Here you will find information about our payment system, fuel cards, equipment and ' +
        'software, as well as the contacts of all regional offices.</p>' +
        '<p>Follow our news: we will keep you informed about new services and changes to the system.</p>',
    },
  },
};
