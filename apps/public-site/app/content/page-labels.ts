/** Catalogue keys naming the pages that search results lead to. */
export const PAGE_LABELS: Readonly<Record<string, string>> = {
  '/': 'common.home',
  '/about': 'nav.about',
  '/news': 'nav.news',
  '/contacts': 'nav.contacts',
  '/rules': 'footer.legal.rules',
  '/offer': 'footer.legal.offer',
  '/privacy': 'footer.legal.privacy',
  '/help': 'footer.legal.help',
  '/cookie-policy': 'cookies.policyLink',
};
