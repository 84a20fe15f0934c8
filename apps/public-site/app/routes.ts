import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { productPaths, productRoute } from '@fuelcard/offices';
import { NEWS_SITEMAP_ROUTE } from './lib/sitemap-files';

/** A path without its leading slash, as route() takes it. */
const at = (path: string) => path.slice(1);

/** Route matching is case-insensitive (React Router's default): /NEWS shows /news. */
export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  // Past 10,000 URLs /sitemap.xml is an index of these (lib/sitemap.server.ts, at most 100 news files).
  route('sitemap-pages.xml', 'routes/sitemap.ts', { id: 'sitemap-pages' }),
  // /sitemap-news-{n}.xml, rendered at this internal address (lib/sitemap-files.ts).
  route(NEWS_SITEMAP_ROUTE, 'routes/sitemap.ts', { id: 'sitemap-news', caseSensitive: true }),
  route('robots.txt', 'routes/robots.ts'),
  // The news feeds (README: Feeds, structured data and link previews); `?lang=en` for English.
  route('news/rss.xml', 'routes/news-feed.ts', { id: 'news-feed-rss' }),
  route('news/atom.xml', 'routes/news-feed.ts', { id: 'news-feed-atom' }),
  // Each news item's own link preview (README: Feeds, structured data and link previews).
  route('social/news/:file', 'routes/news-social-image.ts'),
  layout('routes/page-boundary.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('news', 'routes/news.tsx'),
    route('news/:id', 'routes/news-detail.tsx'),
    route('preview/:token', 'routes/preview.tsx'),
    route('contacts', 'routes/contacts.tsx'),
    // The application form (issue 25): GET shows it, POST sends it (server/form-page.ts).
    route('application', 'routes/application.tsx'),
    route('search', 'routes/search.tsx'),
    route('rules', 'routes/legal.tsx', { id: 'legal-rules' }),
    route('offer', 'routes/legal.tsx', { id: 'legal-offer' }),
    route('privacy', 'routes/legal.tsx', { id: 'legal-privacy' }),
    route('help', 'routes/legal.tsx', { id: 'legal-help' }),
    route('cookie-policy', 'routes/legal.tsx', { id: 'legal-cookie-policy' }),

    // Content pages for clients (content-pages §2.1–§2.10).
    route('clients', 'routes/clients.tsx'),
    route('clients/signAndResign', 'routes/clients-sign-and-resign.tsx'),
    route('clients/gettingElectronicCard', 'routes/clients-getting-electronic-card.tsx'),
    route('clients/cardUsageRules', 'routes/card-usage-rules.tsx', {
      id: 'clients-card-usage-rules',
    }),
    route('clients/dealResignation', 'routes/clients-deal-resignation.tsx'),
    route('clients/priceListsAndTariffs', 'routes/clients-price-lists.tsx'),
    route('clients/workWithPrivateAccount', 'routes/clients-personal-account.tsx'),
    route('clients/documentsForDownload', 'routes/documents-for-download.tsx', {
      id: 'clients-documents-for-download',
    }),
    route('clients/eMoneyRegulations', 'routes/clients-e-money-regulations.tsx'),
    route(
      at(productRoute('internetClientApp', { section: '/clients' })),
      'routes/internet-client-app.tsx',
      {
        id: 'clients-internet-client-app',
      },
    ),
    // The placeholders (plasticCardUsageRules, nonResidentsSupport, tollRoads, forFuelPayments,
    // issuerRules); any other /clients/… path is 404. Named routes above win over the parameter.
    route('clients/:page', 'routes/placeholder.tsx', { id: 'clients-placeholder' }),

    // Content pages for partners (§2.11–§2.14, and the placeholders of §2.10).
    route('partners', 'routes/partners.tsx'),
    route('partners/voiceRefService', 'routes/partners-voice-ref-service.tsx'),
    route('partners/loyaltyProgram', 'routes/partners-loyalty-program.tsx'),
    route('partners/documentsForDownload', 'routes/documents-for-download.tsx', {
      id: 'partners-documents-for-download',
    }),
    route('partners/forBankInformation', 'routes/partners-bank-information.tsx'),
    route('partners/cardUsageRules', 'routes/card-usage-rules.tsx', {
      id: 'partners-card-usage-rules',
    }),
    // The placeholders systemRules, plasticCardUsageRules, forNotAResidentsServices and 11.
    route('partners/:page', 'routes/placeholder.tsx', { id: 'partners-placeholder' }),

    // Equipment and software (§2.15–§2.17).
    route('equipment', 'routes/equipment.tsx'),
    // webCenter{product}, oilAndCapital, selfServiceCheckout, gsAutomationSystem, {product}CardPayApp,
    // smartPayApp and personalAccWebApp: description, picture and lists; other paths are 404.
    route('equipment/:product', 'routes/equipment-product.tsx'),
    route('equipment/invoicesSite', 'routes/equipment-invoices-site.tsx'),
    route('equipment/invoicesSiteTariffs', 'routes/equipment-invoices-site-tariffs.tsx'),
    route(at(productPaths.internetClientApp), 'routes/internet-client-app.tsx', {
      id: 'equipment-internet-client-app',
    }),
    // The tariffs page's breadcrumb points here (§2.16): a permanent redirect to the e-invoice site page.
    route('invoicesSite', 'routes/invoices-site-redirect.tsx'),

    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
