import type { BreadcrumbItem } from '@fuelcard/ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { AREA_LANDINGS, type ContentArea } from '../../content/content-areas';
import { ContentPage } from '../page/ContentPage';

interface AreaPageProps {
  /** For clients, for partners or equipment: the middle crumb, linking to the area's landing. */
  area: ContentArea;
  /** The catalogue group of the page; its `title` is the heading and the last crumb. */
  section: string;
  /** Crumbs between the area and the page (the tariffs page's e-invoice site). */
  parents?: readonly BreadcrumbItem[];
  children: ReactNode;
}

/** A page under /clients, /partners or /equipment: Home / area / page, the content, Home and Up. */
export function AreaPage({ area, section, parents = [], children }: AreaPageProps) {
  const t = useT();
  const landing = AREA_LANDINGS[area];
  const title = t(`${section}.title`);
  return (
    <ContentPage
      crumbs={[{ label: t(landing.label), href: landing.path }, ...parents, { label: title }]}
      title={title}
    >
      {children}
    </ContentPage>
  );
}

/** A landing page (/clients, /partners, /equipment): Home / the landing. */
export function LandingPage({ section, children }: { section: string; children: ReactNode }) {
  const t = useT();
  const title = t(`${section}.title`);
  return (
    <ContentPage crumbs={[{ label: title }]} title={title} contents={false}>
      {children}
    </ContentPage>
  );
}
