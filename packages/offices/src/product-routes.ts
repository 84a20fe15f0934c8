import { company } from './company';

/** Equipment pages whose route contains the product word, with `{product}` marking its place. */
export const PRODUCT_ROUTE_TEMPLATES = {
  webCenter: 'webCenter{product}',
  internetClientApp: '{product}InternetClientApp',
  cardPayApp: '{product}CardPayApp',
} as const;

export type ProductPage = keyof typeof PRODUCT_ROUTE_TEMPLATES;

export interface ProductRouteOptions {
  /** Product word; defaults to `company.product`. */
  product?: string;
  /** Section the page sits under; '/equipment' by default ('/clients' is the other reading of the internet client app). */
  section?: '/equipment' | '/clients';
}

/** Route segment of a product page: the product word as is when first, capitalised otherwise. */
export function productSegment(page: ProductPage, product: string = company.product): string {
  const template = PRODUCT_ROUTE_TEMPLATES[page];
  const word = template.startsWith('{product}')
    ? product
    : `${product.charAt(0).toUpperCase()}${product.slice(1)}`;
  return template.replace('{product}', word);
}

/** Path of a product page, e.g. productRoute('webCenter') → '/equipment/webCenterFuelcard'. */
export function productRoute(page: ProductPage, options: ProductRouteOptions = {}): string {
  return `${options.section ?? '/equipment'}/${productSegment(page, options.product)}`;
}

/** The three product paths for a given product word. */
export function productPathsFor(product: string): Record<ProductPage, string> {
  return {
    webCenter: productRoute('webCenter', { product }),
    internetClientApp: productRoute('internetClientApp', { product }),
    cardPayApp: productRoute('cardPayApp', { product }),
  };
}

/** The product paths for `company.product`. */
export const productPaths = productPathsFor(company.product);
