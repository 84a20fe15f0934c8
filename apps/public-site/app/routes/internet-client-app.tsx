import type { Route } from './+types/internet-client-app';
import { InternetClientAppPage } from '../components/equipment/InternetClientAppPage';
import { PRODUCT_IMAGES } from '../content/equipment';
import { contentPage } from '../lib/content-page.server';
import { productTexts } from '../lib/product-texts.server';
import { seoMeta } from '../lib/seo';

/** The internet client app, at both readings: /equipment/{product}InternetClientApp and /clients/{product}InternetClientApp. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { texts, seo, page, context: ctx } = contentPage(request, context, {
    texts: ['application.cta'],
  });
  const { appStoreAndroid, appStoreApple } = ctx.config.links;
  return {
    texts,
    seo,
    area: page.area,
    path: page.path,
    content: productTexts(texts, page.section),
    image: PRODUCT_IMAGES.internetClientApp,
    stores: { android: appStoreAndroid, apple: appStoreApple },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function InternetClientApp({ loaderData }: Route.ComponentProps) {
  return <InternetClientAppPage {...loaderData} />;
}
