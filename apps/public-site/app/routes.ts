import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** Route matching is case-insensitive (React Router's default): /NEWS shows /news. */
export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  layout('routes/page-boundary.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('news', 'routes/news.tsx'),
    route('news/:id', 'routes/news-detail.tsx'),
    route('contacts', 'routes/contacts.tsx'),
    route('rules', 'routes/legal.tsx', { id: 'legal-rules' }),
    route('offer', 'routes/legal.tsx', { id: 'legal-offer' }),
    route('privacy', 'routes/legal.tsx', { id: 'legal-privacy' }),
    route('help', 'routes/legal.tsx', { id: 'legal-help' }),
    route('cookie-policy', 'routes/legal.tsx', { id: 'legal-cookie-policy' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
