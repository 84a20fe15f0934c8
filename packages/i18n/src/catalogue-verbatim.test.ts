import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from './catalogue-walk';
import {
  CONSENT_SEND_FAILED_WARNING,
  INVALID_COORDINATES_WARNING,
  LANGUAGE_CHANGE_FAILED_ERROR,
  NEWS_API_FALLBACK_WARNING,
} from './console-messages';
import { en } from './locales/en';
import { ru } from './locales/ru';
import type { CatalogueKey } from './resources';

describe('Russian texts the spec gives verbatim', () => {
  it.each([
    [ru.admin.sql.emptyQuery, 'Введите SQL-запрос'],
    [ru.admin.sql.unauthorized, 'Пользователь не авторизован'],
    [ru.admin.news.noPermission, 'У вас нет прав для управления новостями.'],
    [ru.admin.admins.noPermission, 'У вас нет прав для просмотра администраторов.'],
    [ru.admin.admins.errors.create, 'Ошибка создания'],
    [ru.admin.admins.errors.update, 'Ошибка обновления'],
    [ru.admin.admins.errors.delete, 'Ошибка удаления'],
    [ru.admin.news.errors.create, 'Ошибка создания новости'],
    [ru.admin.news.errors.update, 'Ошибка обновления'],
    [ru.admin.news.errors.delete, 'Ошибка удаления новости'],
    [ru.admin.admins.errors.load, 'Ошибка загрузки данных'],
    [ru.admin.news.errors.load, 'Ошибка загрузки новостей'],
    [ru.admin.sql.executionFailed, 'Ошибка выполнения запроса: '],
    [ru.admin.sql.affectedRows, 'Изменено строк: {{count}}'],
    [ru.cookies.dialog.acceptAll, 'Принять все'],
    [ru.cookies.dialog.decline, 'Отказаться'],
    [ru.cookies.dialog.settings, 'Настройки файлов cookies'],
    [ru.cookies.settings.acceptSelected, 'Принять выбранные'],
    [ru.cookies.settings.close, 'Закрыть настройки'],
    [
      ru.contacts.map.consentRequired,
      'Для отображения карты необходимо согласие на обработку функциональных и аналитических cookies.',
    ],
    [ru.contacts.map.configureCookies, 'Настроить cookies'],
    [ru.errors.unexpected.title, 'Unexpected Application Error'],
    [
      ru.application.errors.tooFast,
      'Форма отправлена слишком быстро. Проверьте данные и отправьте ещё раз',
    ],
    [ru.application.cta.becomeClient, 'Стать клиентом'],
    [ru.application.cta.requestDemo, 'Запросить демо'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('keeps the developer console texts verbatim and outside the catalogue', () => {
    expect(NEWS_API_FALLBACK_WARNING).toBe('Ошибка загрузки API, используем fallback');
    expect(CONSENT_SEND_FAILED_WARNING).toBe('Не удалось отправить согласие на сервер');
    const texts = flattenCatalogue(ru).map(([, text]) => text);
    for (const message of [
      NEWS_API_FALLBACK_WARNING,
      CONSENT_SEND_FAILED_WARNING,
      INVALID_COORDINATES_WARNING,
      LANGUAGE_CHANGE_FAILED_ERROR,
    ]) {
      expect(texts).not.toContain(message);
    }
  });
});

describe('texts the rest of the product refers to by key', () => {
  const keys = new Set(flattenCatalogue(ru).map(([key]) => key));

  it('types every dotted key', () => {
    const known: CatalogueKey = 'detailedNewsMain.notFound';
    // @ts-expect-error a key that is not in the catalogue is a type error
    const unknown: CatalogueKey = 'detailedNewsMain.missing';
    expect(keys.has(known)).toBe(true);
    expect(keys.has(unknown)).toBe(false);
  });

  it.each([
    'detailedNewsMain.notFound',
    ...['minsk', 'brest', 'vitebsk', 'gomel', 'grodno', 'mogilev', 'smolensk'].flatMap((city) => [
      `offices.${city}.name`,
      `offices.${city}.inCity`,
    ]),
    'footer.workingHours.weekdays',
    'footer.workingHours.friday',
    'footer.workingHours.daysOff',
    'footer.phoneSuffix.telFax',
    'footer.phoneSuffix.fax',
  ])('%s exists', (key) => {
    expect(keys.has(key)).toBe(true);
  });

  it('has the working-hour lines and the about facts of the spec', () => {
    expect(en.footer.workingHours).toMatchObject({
      weekdays: 'Mon–Thu 08:30–17:30',
      friday: 'Fri 08:30–16:15',
      daysOff: 'Sat–\u2060Sun:\u00a0closed',
    });
    // «Сб–Вс: выходные» keeps to one line (a word joiner after the dash, a no-break space).
    expect(ru.footer.workingHours.daysOff).toBe('Сб–\u2060Вс:\u00a0выходные');
    expect(Object.keys(ru.about.purpose.items)).toHaveLength(15);
    expect(Object.keys(ru.about.clientsAndPartners.items)).toHaveLength(7);
    expect(Object.keys(ru.about.system.steps)).toHaveLength(4);
    expect(Object.keys(ru.about.system.cards)).toHaveLength(3);
    expect(Object.keys(ru.about.purpose.cards)).toHaveLength(3);
    expect(ru.about.intro.paragraph1).toContain('1992');
    for (const figure of ['804', '379', '97%']) {
      expect(ru.home.paymentSystem.coverage).toContain(figure);
      expect(en.home.paymentSystem.coverage).toContain(figure);
    }
    expect(en.home.hero.tagline).toContain('3 minutes');
  });

  it('describes every browser storage key of the site in the privacy and cookie policies', () => {
    for (const name of [
      'selectedItem',
      'i18nextLng',
      'lang',
      'user_uuid',
      'cookieConsent',
      'authToken',
      'application_sent',
    ]) {
      for (const catalogue of [ru, en]) {
        expect(JSON.stringify(catalogue.legal.cookiePolicy.storage)).toContain(`"${name}"`);
        if (name !== 'lang') expect(JSON.stringify(catalogue.legal.privacy)).toContain(name);
      }
    }
  });
});
