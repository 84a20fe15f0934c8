import type { Route } from './+types/equipment-product';
import { ProductPage } from '../components/equipment/ProductPage';
import { PRODUCT_PAGE_SECTIONS } from '../content/content-pages';
import { PRODUCT_IMAGES } from '../content/equipment';
import { contentPage } from '../lib/content-page.server';
import { productTexts } from '../lib/product-texts.server';
import { seoMeta } from '../lib/seo';

/**
 * The equipment pages that are a description, a picture and bullet lists: web center, Oil and
 * Capital, self-service checkout, gas-station automation, card pay app, SmartPay and the
 * personal account web app (content-pages spec §2.16, §2.17).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, page } = contentPage(request, context, {
    serves: (page) => (PRODUCT_PAGE_SECTIONS as readonly string[]).includes(page.section),
    texts: ['application.cta'],
  });
  const group = page.section.slice('equipment.'.length);
  return {
    texts,
    seo,
    section: page.section,
    path: page.path,
    content: productTexts(texts, page.section),
    image: PRODUCT_IMAGES[group],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function EquipmentProduct({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage
      area="equipment"
      section={loaderData.section}
      path={loaderData.path}
      content={loaderData.content}
      image={loaderData.image}
    />
  );
}
