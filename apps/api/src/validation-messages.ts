import type { FastifySchemaValidationError } from 'fastify';

/*
 * Schema errors as messages for the console's users: the field named in Russian and the rule said
 * plainly, instead of Ajv's English and the schema's regular expressions. The first error decides
 * (Ajv stops at the first failing rule; a union adds one error per branch and then `anyOf`).
 */

/** Field names by JSON pointer, for every body and path parameter the API takes. */
const FIELD_LABELS: Record<string, string> = {
  '/username': 'Имя пользователя',
  '/password': 'Пароль',
  '/slug': 'Адрес (slug)',
  '/priority': 'Приоритет',
  '/dates': 'Даты',
  '/dates/date': 'Дата публикации',
  '/dates/startDate': 'Дата начала показа',
  '/dates/expireDate': 'Дата окончания показа',
  '/dates/startTime': 'Время начала показа',
  '/dates/expireTime': 'Время окончания показа',
  '/titles': 'Заголовки',
  '/titles/ru': 'Заголовок (рус.)',
  '/titles/en': 'Заголовок (англ.)',
  '/descriptions': 'Описания',
  '/descriptions/ru': 'Описание (рус.)',
  '/descriptions/en': 'Описание (англ.)',
  '/seo': 'SEO и соцсети',
  '/seo/description': 'Описания для поисковиков',
  '/seo/description/ru': 'Описание для поисковиков (рус.)',
  '/seo/description/en': 'Описание для поисковиков (англ.)',
  '/seo/title': 'Заголовки для соцсетей',
  '/seo/title/ru': 'Заголовок для соцсетей (рус.)',
  '/seo/title/en': 'Заголовок для соцсетей (англ.)',
  '/sql': 'SQL-запрос',
  '/user_uuid': 'Идентификатор посетителя',
  '/technical': 'Технические cookie',
  '/functional': 'Функциональные cookie',
  '/analytics': 'Аналитические cookie',
  '/marketing': 'Маркетинговые cookie',
  '/timestamp': 'Время согласия',
  '/id': 'Идентификатор',
};

const ROOT_LABELS: Record<string, string> = {
  body: 'Тело запроса',
  params: 'Параметры адреса',
  querystring: 'Параметры запроса',
  headers: 'Заголовки запроса',
};

const DATE_RULE = 'ожидается дата в формате ГГГГ-ММ-ДД или пустое значение';
const TIME_RULE = 'ожидается время в формате ЧЧ:ММ (00:00–23:59) или пустое значение';

/**
 * Rules stated whole for fields whose schema says more than one keyword can: the rule replaces
 * the keyword's own message when `applies` holds.
 */
const FIELD_RULES: Record<
  string,
  { rule: string; applies(error: FastifySchemaValidationError): boolean }
> = {
  '/username': {
    rule: 'от 3 до 50 символов: латинские буквы, цифры, точка, дефис, подчёркивание',
    // The accounts' rule (3-50, pattern); login's own limits (1-100) keep the plain messages.
    applies: (e) =>
      e.keyword === 'pattern' ||
      (e.keyword === 'minLength' && limit(e) === 3) ||
      (e.keyword === 'maxLength' && limit(e) === 50),
  },
  '/dates/date': { rule: DATE_RULE, applies: (e) => ['pattern', 'type'].includes(e.keyword) },
  '/dates/startDate': { rule: DATE_RULE, applies: (e) => ['pattern', 'type'].includes(e.keyword) },
  '/dates/expireDate': { rule: DATE_RULE, applies: (e) => ['pattern', 'type'].includes(e.keyword) },
  '/dates/startTime': { rule: TIME_RULE, applies: (e) => ['pattern', 'type'].includes(e.keyword) },
  '/dates/expireTime': { rule: TIME_RULE, applies: (e) => ['pattern', 'type'].includes(e.keyword) },
  '/priority': { rule: 'ожидается одно из значений: A, B', applies: () => true },
  '/id': { rule: 'ожидается положительное целое число', applies: () => true },
};

const TYPE_NAMES: Record<string, string> = {
  string: 'ожидается строка',
  number: 'ожидается число',
  integer: 'ожидается целое число',
  boolean: 'ожидается true или false',
  object: 'ожидается объект JSON',
  array: 'ожидается список',
  null: 'ожидается null',
};

const FORMAT_NAMES: Record<string, string> = {
  uuid: 'ожидается UUID',
  'date-time': 'ожидаются дата и время в формате ISO 8601 с часовым поясом',
};

function limit(error: FastifySchemaValidationError): number {
  return Number((error.params as { limit?: unknown }).limit);
}

/** "символ" agreeing with a number in the genitive: 1, 21 символа; 3, 8, 300 символов. */
function characters(n: number): string {
  return n % 10 === 1 && n % 100 !== 11 ? `${n} символа` : `${n} символов`;
}

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function label(pointer: string, context: string): string {
  if (pointer === '') return ROOT_LABELS[context] ?? 'Запрос';
  return FIELD_LABELS[pointer] ?? `Поле ${segments(pointer).join('.')}`;
}

function value(raw: unknown): string {
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}

/** What the value should have been, for one Ajv keyword. */
function rule(error: FastifySchemaValidationError, allowed: unknown[]): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const type = String(params.type).split(',')[0] ?? '';
      return TYPE_NAMES[type] ?? 'недопустимый тип значения';
    }
    case 'minLength':
      return limit(error) <= 1 ? 'обязательное поле' : `не короче ${characters(limit(error))}`;
    case 'maxLength':
      return `не длиннее ${characters(limit(error))}`;
    case 'pattern':
      return 'недопустимый формат';
    case 'format':
      return FORMAT_NAMES[String(params.format)] ?? 'недопустимый формат';
    case 'const':
      return `ожидается значение ${value(params.allowedValue)}`;
    case 'enum':
    case 'anyOf':
      return allowed.length > 0
        ? `ожидается одно из значений: ${allowed.map(value).join(', ')}`
        : 'недопустимое значение';
    case 'minimum':
      return `не меньше ${value(params.limit)}`;
    case 'maximum':
      return `не больше ${value(params.limit)}`;
    default:
      return 'недопустимое значение';
  }
}

/**
 * The body field a failed validation is about, as a dotted path (`password`, `titles.ru`), or
 * undefined when it is about the whole body or not about the body.
 */
export function validationField(
  errors: readonly FastifySchemaValidationError[],
  context: string,
): string | undefined {
  const first = errors[0];
  if (!first || context !== 'body') return undefined;
  const params = first.params as Record<string, unknown>;
  const path = segments(first.instancePath);
  if (first.keyword === 'required') path.push(String(params.missingProperty));
  if (first.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  return path.length > 0 ? path.join('.') : undefined;
}

/** One Russian sentence for a failed schema validation (`context`: body, params, querystring). */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string,
): string {
  const first = errors[0];
  if (!first) return 'Некорректные данные';
  const params = first.params as Record<string, unknown>;

  if (first.keyword === 'additionalProperties') {
    const path = [...segments(first.instancePath), String(params.additionalProperty)];
    return `Лишнее поле: ${path.join('.')}`;
  }
  if (first.keyword === 'required') {
    return `${label(`${first.instancePath}/${String(params.missingProperty)}`, context)}: обязательное поле`;
  }

  const pointer = first.instancePath;
  const special = FIELD_RULES[pointer];
  if (special?.applies(first)) return `${label(pointer, context)}: ${special.rule}`;

  // A union reports each branch, then anyOf: the allowed constants are the branches' own.
  const union = errors.find((e) => e.keyword === 'anyOf' && e.instancePath === pointer);
  if (union) {
    const allowed = errors
      .filter((e) => e.keyword === 'const' && e.instancePath === pointer)
      .map((e) => (e.params as { allowedValue?: unknown }).allowedValue);
    return `${label(pointer, context)}: ${rule(union, allowed)}`;
  }
  const allowed = first.keyword === 'enum' ? ((params.allowedValues as unknown[]) ?? []) : [];
  return `${label(pointer, context)}: ${rule(first, allowed)}`;
}
