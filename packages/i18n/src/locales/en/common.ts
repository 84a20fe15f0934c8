import type { common as ru } from '../ru/common';
import type { DeepStringRecord } from '../../types';

export const common = {
  // Company-replaced value: the same invented brand as `company.brandName` in @fuelcard/offices.
  brand: 'RouteCard',
  home: 'Home',
  backHome: 'Back to home',
  up: 'Up',
  readMore: 'Read more',
  back: 'Back',
  close: 'Close',
  download: 'Download',
  downloadFile: 'Download “{{name}}”',
  fileMeta: '{{format}}, {{size}}',
  fileSize: { kb: '{{value}}\u00a0KB', mb: '{{value}}\u00a0MB' },
  opensInNewTab: '(opens in a new tab)',
  inPreparation: 'In preparation',
  breadcrumbs: 'Breadcrumbs',
  onThisPage: 'On this page',
  contents: 'Contents',
  logoLink: 'Go to the home page',
  loading: 'Loading…',
  loadingPage: 'Loading the page…',
  skipToContent: 'Skip to content',
  socialImageAlt:
    'RouteCard: fuel cards and electronic payments for business — a filling station by an evening road',
} satisfies DeepStringRecord<typeof ru>;
