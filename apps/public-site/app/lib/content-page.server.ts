import type { SectionName, TextTree } from '@fuelcard/i18n';
import { data, type AppLoadContext } from 'react-router';
import { contentPageAt, type ContentPageEntry } from '../content/content-pages';
import { pageContext, type PageContext } from './page-context.server';
import type { PageSeo } from './seo';
import { pageSeo } from './seo.server';
import { pageTexts } from './texts.server';

type TextPath = SectionName | `${SectionName}.${string}`;

export interface ContentPageData {
  /** The page's own catalogue group plus any other texts it shows, in the page's language. */
  texts: TextTree;
  seo: PageSeo;
  page: ContentPageEntry;
}

interface ContentPageOptions {
  /** Other texts the page shows besides its own group. */
  texts?: readonly TextPath[];
  /** For a module matched by a path parameter: which pages it serves (the others are 404). */
  serves?: (page: ContentPageEntry) => boolean;
}

/**
 * What every content page loader starts from: the page entry of the requested path (404 if the
 * path is not a content page the module serves), its texts and its SEO tags (title and
 * description from the page's catalogue group; placeholders describe themselves with their title).
 */
export function contentPage(
  request: Request,
  context: AppLoadContext | undefined,
  { texts: extraTexts = [], serves }: ContentPageOptions = {},
): ContentPageData & { context: PageContext } {
  const page = contentPageAt(new URL(request.url).pathname);
  if (!page || (serves && !serves(page)))
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
  const ctx = pageContext(request, context);
  const { config, lang, t } = ctx;
  const title = t(`${page.section}.title`);
  const description = page.placeholder
    ? `${title}. ${t('placeholder.note')}`
    : t(`${page.section}.description`);
  return {
    texts: pageTexts(lang, [page.section as TextPath, ...extraTexts]),
    seo: pageSeo(request, config, lang, { path: page.path, title, description }),
    page,
    context: ctx,
  };
}
