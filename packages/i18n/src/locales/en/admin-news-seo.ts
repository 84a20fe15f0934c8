import type { adminNewsSeo as ru } from '../ru/admin-news-seo';
import type { DeepStringRecord } from '../../types';

/** The news form's «SEO and social» section (issue 26 §1). */
export const adminNewsSeo = {
  section: 'SEO and social',
  sectionHint: 'Optional. An empty field uses the automatic value shown in grey in the field.',
  descriptionRu: 'Search description (Russian)',
  descriptionEn: 'Search description (English)',
  titleRu: 'Social title (Russian)',
  titleEn: 'Social title (English)',
  counter: '{{count}} of {{max}} characters',
  snippet: 'How the news item may look in search results',
  snippetRu: 'In Russian',
  snippetEn: 'In English',
  untitled: 'Untitled',
  noDescription: 'The description will come from the news text',
  slugGenerated: 'address-from-title',
} satisfies DeepStringRecord<typeof ru>;
