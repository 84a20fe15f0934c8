import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ApplicationRecord } from '../db/port';
import { CONTROL_CHARACTERS } from '../text/control-characters';

/** Waits between the tries of one e-mail: 3 tries in all. */
export const MAIL_RETRY_DELAYS_MS = [2000, 10_000];

export interface ApplicationMailOptions {
  smtpUrl: string;
  to: string[];
  /** Where the console is, for a link to the application. */
  consoleOrigin: string | undefined;
  log: FastifyBaseLogger;
  retryDelaysMs?: number[];
}

const TYPE: Record<string, string> = { client: 'клиент', partner: 'партнёр', demo: 'демо' };
const INTEREST: Record<string, string> = {
  'fuel-cards': 'топливные карты',
  'e-money': 'электронные деньги',
  'partner-station': 'АЗС-партнёр',
  software: 'программное обеспечение',
};

/** One line of a header: control characters (a line break in a company name) become spaces. */
const oneLine = (text: string) => text.replace(CONTROL_CHARACTERS, ' ').trim();

/** The sender: the SMTP login when it is an address, else the first recipient. */
function senderOf(smtpUrl: string, to: string[]): string {
  try {
    const user = decodeURIComponent(new URL(smtpUrl).username);
    if (/^[^\s@]+@[^\s@]+$/.test(user)) return user;
  } catch {
    // Checked at start; the fallback below stands.
  }
  return to[0]!;
}

/**
 * A visitor's text as a mail program cannot make a link of it (the text is "defanged"): a
 * scheme's colon becomes `[:]` (https[:]//, mailto[:]), a dot before a letter or between the
 * numbers of an IPv4 address `[.]` (example[.]by), every `@` `[@]`. The only link of the mail is
 * the console's, built from the configuration; the visitor's own words stay readable.
 */
export function inertText(text: string): string {
  return text
    .replace(/([a-z][a-z0-9+.-]*):(?=\S)/gi, '$1[:]')
    .replace(/(?<=[\p{L}\p{N}])[.\u3002\uff0e\uff61](?=\p{L})/gu, '[.]')
    .replace(/\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/g, '$1[.]$2[.]$3[.]$4')
    .replace(/[@\uff20]/g, '[@]');
}

/**
 * The mail's text (the only part: no HTML, so no visitor text can become a link there): what the
 * visitor typed quoted line by line with `> ` and made inert (`inertText`), the console's link
 * from the configuration at the end.
 */
export function applicationMailText(record: ApplicationRecord, consoleOrigin?: string): string {
  const quoted = [
    ...(record.product ? [`Страница: ${record.product}`] : []),
    `Компания: ${record.company}`,
    `УНП: ${record.unp}`,
    `Контактное лицо: ${record.contact}`,
    `Телефон: ${record.phone}`,
    `Электронная почта: ${record.email}`,
    `Регион: ${record.region}`,
    ...(record.message ? ['Сообщение:', ...record.message.split(/\r\n|\r|\n/)] : []),
  ].map((line) => `> ${inertText(line)}`.trimEnd());
  const lines = [
    `Заявка ${record.reference} от ${record.createdAt} (UTC)`,
    '',
    `Тип: ${TYPE[record.type] ?? record.type}`,
    `Интересы: ${record.interests.map((interest) => INTEREST[interest] ?? interest).join(', ')}`,
    `Язык формы: ${record.lang}`,
    '',
    'Данные, как их ввёл посетитель (ссылки и адреса в них обезврежены: [.] вместо точки,',
    '[@] вместо @, [:] вместо двоеточия; это не ссылки):',
    ...quoted,
    ...(record.message ? [] : ['', 'Сообщения нет.']),
  ];
  if (consoleOrigin)
    lines.push(
      '',
      'Открывайте заявку только по этой ссылке:',
      `${consoleOrigin}/adminDashboard/applications?open=${record.id}`,
    );
  return `${lines.join('\n')}\n`;
}

/**
 * E-mails each application to APPLICATIONS_NOTIFY through SMTP_URL (nodemailer). Called after
 * the visitor's answer; a failure is tried again (3 tries in all) and logged — by its message
 * and code only, never the URL with its password — and never reaches the visitor.
 */
export function applicationMailer(options: ApplicationMailOptions) {
  // STARTTLS is required (a server that does not offer it is refused), except on the machine
  // itself or with smtps:// (TLS from the start): no login or application crosses a network in clear.
  const { protocol, hostname } = new URL(options.smtpUrl);
  const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
  // (nodemailer reads `url` as it reads a URL given alone; the URL's own query may still say more.)
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    requireTLS: protocol === 'smtp:' && !local,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const from = senderOf(options.smtpUrl, options.to);
  const delays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  // Unreferenced: a retry pending never keeps a stopping server alive.
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  return {
    async send(record: ApplicationRecord): Promise<boolean> {
      const message = {
        from: { name: 'Сайт: заявки', address: from },
        to: options.to,
        replyTo: oneLine(record.email),
        subject: oneLine(
          `Заявка ${record.reference}: ${inertText(record.company)} (${TYPE[record.type] ?? record.type})`,
        ),
        text: applicationMailText(record, options.consoleOrigin),
      };
      for (let attempt = 1; attempt <= delays.length + 1; attempt += 1) {
        try {
          await transport.sendMail(message);
          options.log.info({ application: record.reference, attempt }, 'application e-mailed');
          return true;
        } catch (error) {
          const { message: reason, code } = error as { message?: string; code?: string };
          const last = attempt > delays.length;
          options.log[last ? 'error' : 'warn'](
            { application: record.reference, attempt, code, reason },
            last ? 'application not e-mailed, giving up' : 'application not e-mailed, will retry',
          );
          if (last) return false;
          await wait(delays[attempt - 1]!);
        }
      }
      return false;
    },
    close: () => transport.close(),
  };
}
