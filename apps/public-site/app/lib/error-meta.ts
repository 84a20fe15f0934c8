import type { TextTree } from '@fuelcard/i18n';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import type { RootData } from './root-data';
import { seoMeta } from './seo';

/** The default link preview (public/social/default.png; SOCIAL_IMAGE in seo.server.ts). */
const DEFAULT_IMAGE = { path: '/social/default.png', width: 1200, height: 630 } as const;

function textAt(tree: TextTree, key: string): string {
  const found = key
    .split('.')
    .reduce<TextTree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  return typeof found === 'string' ? found : '';
}

/**
 * The tags of an error page (404, a failing page): the spec's title, `noindex`, and the link
 * preview every page has (og:title, og:description, og:image, twitter:card…), so that a shared
 * broken link still shows the site's card. Made from the root's data (the frame's texts and the
 * origin); without it, only the title and `noindex`. `error` is what the boundary caught, or
 * 'not-found' for a page that knows it shows nothing.
 */
export function errorPageMeta(
  root: Pick<RootData, 'lang' | 'texts' | 'origin'> | undefined,
  error: unknown,
  title = 'Unexpected Application Error',
): MetaDescriptor[] {
  if (!root) return seoMeta(undefined, title);
  const notFound = error === 'not-found' || (isRouteErrorResponse(error) && error.status === 404);
  const description = textAt(
    root.texts,
    notFound ? 'errors.notFound.text' : 'errors.unexpected.text',
  );
  const brand = textAt(root.texts, 'common.brand');
  const url = `${root.origin}/`;
  const tags = seoMeta({
    title,
    description,
    lang: root.lang,
    canonical: url,
    alternates: [],
    noindex: true,
    siteName: brand,
    image: {
      url: `${root.origin}${DEFAULT_IMAGE.path}`,
      width: DEFAULT_IMAGE.width,
      height: DEFAULT_IMAGE.height,
      alt: textAt(root.texts, 'common.socialImageAlt'),
    },
  });
  // An error has no address of its own to name: no canonical link, no og:url.
  return tags.filter(
    (tag) =>
      !('rel' in tag && tag.rel === 'canonical') &&
      !('property' in tag && tag.property === 'og:url'),
  );
}
