import { company } from '@fuelcard/offices';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/** zxcvbn's score (0–4) a new password needs: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Common Russian passwords (the leaks' top words, names and keyboard rows), lower-case. Each is
 * also known as typed on a Latin keyboard (пароль → gfhjkm) and a Latin one typed on a Russian
 * keyboard (qwerty → йцукен): see `keyboardSpellings`.
 */
export const RUSSIAN_PASSWORDS = [
  'пароль',
  'йцукен',
  'йцукенгшщз',
  'фывапролджэ',
  'ячсмитьбю',
  'любовь',
  'люблю',
  'привет',
  'солнышко',
  'солнце',
  'котик',
  'котенок',
  'зайка',
  'зайчик',
  'ангел',
  'мама',
  'папа',
  'наташа',
  'максим',
  'андрей',
  'марина',
  'настя',
  'катя',
  'маша',
  'саша',
  'дима',
  'кристина',
  'спартак',
  'зенит',
  'динамо',
  'россия',
  'беларусь',
  'минск',
  'москва',
  'секрет',
  'свобода',
  'родина',
  'шоколад',
  'ромашка',
  'администратор',
  'админ',
  'топливо',
  'карта',
];

/** Transliterations people use as passwords (parol, privet…). */
const TRANSLITERATED = ['parol', 'privet', 'lyubov', 'lubov', 'solnyshko', 'kotik', 'zaika'];

const RUSSIAN_KEYS = 'ёйцукенгшщзхъфывапролджэячсмитьбю';
const LATIN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const toLatinKeys = new Map([...RUSSIAN_KEYS].map((key, i) => [key, LATIN_KEYS[i]!]));
const toRussianKeys = new Map([...LATIN_KEYS].map((key, i) => [key, RUSSIAN_KEYS[i]!]));

/** A word as typed with the other keyboard layout (Russian ЙЦУКЕН ↔ Latin QWERTY). */
export function otherLayout(word: string): string {
  return [...word].map((char) => toLatinKeys.get(char) ?? toRussianKeys.get(char) ?? char).join('');
}

/** Each word and its spelling on the other layout, once. */
function keyboardSpellings(words: string[]): string[] {
  return [...new Set(words.flatMap((word) => [word, otherLayout(word)]))];
}

/** The Russian ЙЦУКЕН layout as zxcvbn's adjacency graph: QWERTY's, key by key. */
function russianGraph(): Record<string, Array<string | null>> {
  const upper = (key: string) => key.toUpperCase();
  const mapKey = (key: string) => {
    const lower = toRussianKeys.get(key.toLowerCase());
    if (!lower) return key;
    return key === key.toLowerCase() ? lower : upper(lower);
  };
  const graph: Record<string, Array<string | null>> = {};
  for (const [key, neighbours] of Object.entries(adjacencyGraphs.qwerty)) {
    // Each neighbour is a key's unshifted and shifted character ("qQ"): both map.
    graph[mapKey(key)] = neighbours.map((pair) =>
      pair === null ? null : [...pair].map(mapKey).join(''),
    );
  }
  return graph;
}

/** The product's own words: a password built on them is guessed first. */
const PRODUCT_WORDS = [
  company.brandName,
  company.product,
  'route',
  'card',
  'fuel',
  'routecard',
  'fuelcard',
  'azs',
  'азс',
  'admin',
  'administrator',
  'superadmin',
  'console',
];

let estimator: ZxcvbnFactory | undefined;

/** Builds the estimator now (about 0.4 s: its dictionaries), rather than on the first password. */
export function warmPasswordEstimator(): void {
  zxcvbn();
}

/** Built once, on the first password judged or by warmPasswordEstimator. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...commonDictionary,
      ...englishDictionary,
      'passwords-ru': keyboardSpellings(RUSSIAN_PASSWORDS),
      'passwords-ru-translit': TRANSLITERATED,
    },
    graphs: { ...adjacencyGraphs, jcuken: russianGraph() },
    // The estimate's cost grows fast with length and with digits (each may be a letter in l33t):
    // a 200-digit password took 4 s of the event loop. The first 48 characters and 15 l33t
    // substitutions bound it to a few hundred milliseconds at worst; a longer password is judged
    // by its start (a weak start with more after it is rare, and still refused, not accepted).
    maxLength: 48,
    l33tMaxSubstitutions: 15,
  });
  return estimator;
}

/** zxcvbn's warnings (their keys: no translations are loaded) in Russian, as part of a sentence. */
const WARNINGS: Record<string, string> = {
  straightRow: 'это ряд клавиш подряд (последовательность клавиш)',
  keyPattern: 'это последовательность клавиш',
  simpleRepeat: 'в нём повторяющиеся символы',
  extendedRepeat: 'в нём повторяющиеся группы символов',
  sequences: 'это последовательность символов (как abc или 123)',
  recentYears: 'в нём недавний год',
  dates: 'в нём дата',
  topTen: 'это один из десяти самых распространённых паролей',
  topHundred: 'это один из ста самых распространённых паролей',
  common: 'это распространённый пароль',
  similarToCommon: 'он похож на распространённый пароль',
  wordByItself: 'одно слово легко угадать',
  namesByThemselves: 'имя или фамилию легко угадать',
  commonNames: 'в нём распространённые имена или фамилии',
  userInputs: 'в нём имя пользователя или название продукта',
};
const NO_WARNING = 'его легко подобрать';

export const WEAK_PASSWORD_PREFIX = 'Пароль слишком простой';
const ADVICE = 'Возьмите несколько не связанных между собой слов или добавьте символов';

/**
 * Why zxcvbn finds `password` guessable (score below MIN_PASSWORD_SCORE), as the user reads it:
 * «Пароль слишком простой: это последовательность клавиш. Возьмите…» — or undefined when it is
 * strong enough. The account's username and the product's words count as known to an attacker.
 */
export function passwordWeakness(password: string, username: string): string | undefined {
  return passwordEstimate(password, username).weakness;
}

/** zxcvbn's score of a password (0–4) and, below MIN_PASSWORD_SCORE, why (see passwordWeakness). */
export function passwordEstimate(
  password: string,
  username: string,
): { score: number; weakness: string | undefined } {
  const result = zxcvbn().check(password, [username, ...PRODUCT_WORDS]);
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, weakness: undefined };
  const warning = result.feedback.warning;
  const reason = (warning && WARNINGS[warning]) || NO_WARNING;
  return { score: result.score, weakness: `${WEAK_PASSWORD_PREFIX}: ${reason}. ${ADVICE}` };
}
