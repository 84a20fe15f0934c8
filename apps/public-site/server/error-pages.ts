import { STATUS_CODES } from 'node:http';
import type { PublicLanguage } from '@fuelcard/i18n';
import type { AppLoadContext } from 'react-router';
import { keptHeaders, pageAnswer, type PageAnswer } from './page-answer';
import { renderRequest } from './page-request';
import { newNonce } from './security-headers';

/** Renders a Fetch request with React Router, with these load context values over the server's. */
export type RenderPage = (request: Request, context: Partial<AppLoadContext>) => Promise<Response>;

/**
 * The path error pages are rendered at: only the catch-all route matches it, whose loader shows
 * the status the load context names (app/routes/not-found.tsx).
 */
export const ERROR_PAGE_PATH = '/__error';

/** Messages of the site's own JSON errors under /api (the API answers in Russian too). */
export const API_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Некорректный запрос',
  405: 'Метод не поддерживается',
  414: 'Слишком длинный адрес запроса',
  431: 'Слишком большие заголовки запроса',
  502: 'API ответил с ошибкой',
  503: 'API временно недоступен',
  504: 'API не ответил вовремя',
};

export interface ErrorPagesOptions {
  origin: string;
  render: RenderPage;
  /** An error page is rendered again after this long (the frame shows the year; default 30 s). */
  ttlMs?: number;
  now?: () => number;
  log?: { warn(details: object, message: string): void };
}

/** A page of the spec's words alone, for when even the error page cannot be rendered. */
function bareErrorPage(status: number): PageAnswer {
  const text = `${status} ${STATUS_CODES[status] ?? ''}`.trim();
  const body = Buffer.from(
    `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>Unexpected Application Error</title></head>` +
      `<body><h1>Unexpected Application Error</h1><h2>${text}</h2><p><a href="/">/</a></p></body></html>`,
  );
  return pageAnswer(status, [['content-type', 'text/html; charset=utf-8']], body, newNonce());
}

/**
 * The site's error page ('Unexpected Application Error' with the status, in the frame) per
 * status, language and hydrate flag, rendered once and kept: malformed requests, methods pages do
 * not take, and made-up addresses get it without a render each. Pages for malformed requests are
 * served without client scripts (there is no route for the client to hydrate).
 */
export class ErrorPages {
  private readonly pages = new Map<string, { answer: PageAnswer; storedAt: number }>();
  private readonly renders = new Map<string, Promise<PageAnswer>>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(private readonly options: ErrorPagesOptions) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  /** The kept page, if any, however old (for answers that cannot wait for a render). */
  kept(status: number, lang: PublicLanguage, hydrate: boolean): PageAnswer | undefined {
    return this.pages.get(`${status}\n${lang}\n${hydrate}`)?.answer;
  }

  async page(status: number, lang: PublicLanguage, hydrate: boolean): Promise<PageAnswer> {
    const key = `${status}\n${lang}\n${hydrate}`;
    const kept = this.pages.get(key);
    if (kept && this.now() - kept.storedAt < this.ttlMs) return kept.answer;
    let pending = this.renders.get(key);
    if (!pending) {
      pending = this.render(status, lang, hydrate).finally(() => this.renders.delete(key));
      this.renders.set(key, pending);
    }
    return pending;
  }

  private async render(
    status: number,
    lang: PublicLanguage,
    hydrate: boolean,
  ): Promise<PageAnswer> {
    const key = `${status}\n${lang}\n${hydrate}`;
    const nonce = newNonce();
    let answer: PageAnswer;
    try {
      const response = await this.options.render(
        renderRequest(this.options.origin, { path: ERROR_PAGE_PATH, search: '', lang }),
        { cspNonce: nonce, hydrate, errorStatus: status, errorStatusText: STATUS_CODES[status] },
      );
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== status || !type.startsWith('text/html'))
        throw new Error(`the error page answered ${response.status} ${type}`);
      const body = Buffer.from(await response.arrayBuffer());
      answer = pageAnswer(status, keptHeaders(response), body, nonce);
    } catch (error) {
      this.options.log?.warn({ err: error, status }, 'error page could not be rendered');
      answer = bareErrorPage(status);
    }
    for (const encoding of ['br', 'gzip'] as const) answer.encoded(encoding);
    this.pages.set(key, { answer, storedAt: this.now() });
    return answer;
  }
}
