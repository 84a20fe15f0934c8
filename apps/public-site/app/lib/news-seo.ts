import type { NewsSeo } from '@fuelcard/contracts';

type Texts = { ru: string; en: string };

/**
 * An editor's SEO text for a page in `lang` (issue 26 §1), or undefined for the automatic value.
 * The existing fallback rule: an English page shows the Russian text of a field whose English one
 * is empty, so it takes the Russian SEO text exactly then; otherwise its own language's.
 */
function seoTextIn(seo: Texts, shown: Texts, lang: string): string | undefined {
  const showsRussian = lang !== 'en' || shown.en.trim() === '';
  const text = (showsRussian ? seo.ru : seo.en).trim();
  return text === '' ? undefined : text;
}

/** The meta description and the social title an item's page uses when the editor set them. */
export function newsSeoIn(
  item: { seo?: NewsSeo; titles: Texts; descriptions: Texts },
  lang: string,
): { description?: string; socialTitle?: string } {
  if (!item.seo) return {};
  const description = seoTextIn(item.seo.description, item.descriptions, lang);
  const socialTitle = seoTextIn(item.seo.title, item.titles, lang);
  return {
    ...(description ? { description } : {}),
    ...(socialTitle ? { socialTitle } : {}),
  };
}
