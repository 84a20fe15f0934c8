import type { detailedNewsMain as ru } from '../ru/detailed-news-main';
import type { DeepStringRecord } from '../../types';

export const detailedNewsMain = {
  notFoundTitle: 'News not found',
  notFound: 'It may have been removed, or the address may have been mistyped.',
  previewBanner: 'Preview: this page is not published. Only people with this link can see it.',
  previewGoneTitle: 'The preview link has expired',
  previewGone:
    'A preview link works for 15 minutes and this one has expired. Open the preview from the editor again.',
  previewMissingTitle: 'The preview link was not found',
  previewMissing:
    'There is no such preview link. Check the address or open the preview from the editor again.',
  backToNews: 'Back to the news list',
  latestNews: 'Latest news',
} satisfies DeepStringRecord<typeof ru>;
