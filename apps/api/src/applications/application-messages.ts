import {
  APPLICATION_FIELDS,
  APPLICATION_INTERESTS,
  APPLICATION_LIMITS as L,
  APPLICATION_TYPES,
  type ApplicationField,
  type ApplicationProblem,
  type ApplicationProblems,
} from '@fuelcard/contracts';

/** The fields' Russian names, as the form labels them. */
const LABELS: Record<ApplicationField, string> = {
  type: 'Тип заявки',
  product: 'Страница продукта',
  company: 'Компания',
  unp: 'УНП',
  contact: 'Контактное лицо',
  phone: 'Телефон',
  email: 'Электронная почта',
  region: 'Регион',
  interests: 'Интересы',
  message: 'Сообщение',
  consent: 'Согласие на обработку персональных данных',
  lang: 'Язык',
  website: 'Поле website',
  startedAt: 'Время открытия формы',
  startedAtSignature: 'Подпись времени открытия формы',
};

const TYPES: Partial<Record<ApplicationField, string>> = {
  interests: 'ожидается список',
  startedAt: 'ожидается число',
  consent: 'ожидается true',
};

/** "символ" agreeing with a number in the genitive: 1, 21 символа; 3, 8, 300 символов. */
const characters = (n: number): string =>
  n % 10 === 1 && n % 100 !== 11 ? `${n} символа` : `${n} символов`;

const limits = L as Record<string, { min?: number; max?: number }>;

/** Each field's rule when its own wording says it better than the problem's. */
const RULES: Partial<Record<ApplicationField, Partial<Record<ApplicationProblem, string>>>> = {
  type: { notAllowed: `ожидается одно из значений: ${APPLICATION_TYPES.join(', ')}` },
  product: { format: 'ожидается адрес страницы сайта, начинающийся с /' },
  phone: {
    format: 'от 7 до 30 символов: цифры, пробелы, +, скобки и дефис, не меньше 7 цифр',
  },
  email: { format: 'ожидается адрес вида name@example.by' },
  interests: {
    required: 'выберите хотя бы один вариант',
    notAllowed: `ожидаются значения из списка: ${APPLICATION_INTERESTS.join(', ')}`,
    duplicate: 'варианты не должны повторяться',
    tooLong: `не больше ${L.interests.max} вариантов`,
  },
  consent: {
    required: 'необходимо дать согласие',
    notAccepted: 'необходимо дать согласие',
  },
  lang: { notAllowed: 'ожидается одно из значений: ru, en' },
  startedAt: { notAllowed: 'недопустимое значение' },
};

/** One field's message: «Компания: не короче 2 символов», «УНП: 9 цифр». */
export function applicationFieldMessage(
  field: ApplicationField,
  problem: ApplicationProblem,
): string {
  if (field === 'unp' && problem !== 'type') return 'УНП: 9 цифр';
  const own = RULES[field]?.[problem];
  const limit = limits[field];
  let rule: string;
  if (own) rule = own;
  else if (problem === 'required') rule = 'обязательное поле';
  else if (problem === 'type') rule = TYPES[field] ?? 'ожидается строка';
  else if (problem === 'tooShort') rule = `не короче ${characters(limit?.min ?? 1)}`;
  else if (problem === 'tooLong') rule = `не длиннее ${characters(limit?.max ?? 0)}`;
  else rule = 'недопустимое значение';
  return `${LABELS[field]}: ${rule}`;
}

/** Every invalid field's message, in the form's order. */
export function applicationFieldMessages(problems: ApplicationProblems): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const field of APPLICATION_FIELDS) {
    const problem = problems[field];
    if (problem) messages[field] = applicationFieldMessage(field, problem);
  }
  return messages;
}

export const TOO_FAST_MESSAGE =
  'Форма отправлена слишком быстро. Проверьте данные и отправьте ещё раз';
/** A form shown over a day ago (or with a time from the future): its page is to be opened anew. */
export const STALE_FORM_MESSAGE =
  'Форма устарела. Отправьте её ещё раз: время открытия формы обновлено';
/** A form whose time is not signed by the API (or signed for another time): counted as too fast. */
export const UNSIGNED_FORM_MESSAGE =
  'Форма отправлена слишком быстро или не со страницы сайта. Проверьте данные и отправьте ещё раз';
export const TOO_MANY_FROM_ADDRESS_MESSAGE =
  'Слишком много заявок с этого адреса. Попробуйте позже или позвоните нам';
export const TOO_MANY_MESSAGE =
  'Сейчас мы получаем слишком много заявок. Попробуйте позже или позвоните нам';
