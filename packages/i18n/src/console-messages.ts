/*
 * Developer console texts. They are not catalogue entries (visitors never see them), but both
 * apps print them, so they are spelled once here. The first two are verbatim from the spec.
 */

/** Public news: the API failed and the bundled fallback news is used. */
export const NEWS_API_FALLBACK_WARNING = 'Ошибка загрузки API, используем fallback';

/** Cookie consent: the record could not be sent to the server. */
export const CONSENT_SEND_FAILED_WARNING = 'Не удалось отправить согласие на сервер';

/** Contacts map: an office with invalid coordinates gets no marker (printed with the value). */
export const INVALID_COORDINATES_WARNING = 'Некорректные координаты отделения, метка не показана:';

/** Language switcher: changing the language failed (printed with the cause). */
export const LANGUAGE_CHANGE_FAILED_ERROR = 'Не удалось сменить язык:';
