import type { detailedNewsMain as ru } from '../ru/detailed-news-main';
import type { DeepStringRecord } from '../../types';

export const detailedNewsMain = {
  notFoundTitle: 'News not found',
  notFound: 'News item not found. It may have been removed, or the link may be out of date.',
  backToNews: 'Back to the news list',
} satisfies DeepStringRecord<typeof ru>;
