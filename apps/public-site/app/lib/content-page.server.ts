import type { SectionName, TextTree } from '@fuelcard/i18n';
import { data, type AppLoadContext } from 'react-router';
import { AREA_LANDINGS } from '../content/content-areas';
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

/** The tariffs page's crumb names the e-invoice site page between its area and itself. */
const PARENT_CRUMBS: Readonly<Record<string, { section: string; path: string }>> = {
  '/equipment/invoicesSiteTariffs': {
    section: 'equipment.invoicesSite',
    path: '/equipment/invoicesSite',
  },
};

/**
 * The breadcrumbs a content page shows after Home (components/content/AreaPage.tsx): a landing
 * names itself, any other page its area's landing, a parent page where it has one, then itself.
 * The parent is given at its own address (the page's visible crumb goes through a redirect).
 */
export function contentPageCrumbs(
  page: ContentPageEntry,
  t: PageContext['t'],
): Array<{ name: string; path?: string }> {
  const title = t(`${page.section}.title`);
  if (page.section.endsWith('.landing')) return [{ name: title }];
  const landing = AREA_LANDINGS[page.area];
  const parent = PARENT_CRUMBS[page.path];
  return [
    { name: t(landing.label), path: landing.path },
    ...(parent ? [{ name: t(`${parent.section}.title`), path: parent.path }] : []),
    { name: title },
  ];
}

/**
 * What every content page loader starts from: the page entry of the requested path (404 if the
 * path is not a content page the module serves), its texts and its SEO tags (title and
 * description from the page's catalogue group; placeholders describe themselves with their title
 * and are `noindex`: they stay out of search engines, the sitemap and the site search until they
 * have content).
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
  const seo = pageSeo(request, config, lang, {
    path: page.path,
    title,
    description,
    crumbs: contentPageCrumbs(page, t),
  });
  return {
    texts: pageTexts(lang, [page.section as TextPath, ...extraTexts]),
    seo: page.placeholder ? { ...seo, noindex: true } : seo,
    page,
    context: ctx,
  };
}
