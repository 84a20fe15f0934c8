import type { TextTree } from '@fuelcard/i18n';
import type { ProductTexts } from '../components/equipment/ProductPage';

/** The texts of a product page ('equipment.<group>') out of the page's texts. */
export function productTexts(texts: TextTree, section: string): ProductTexts {
  const node = section
    .split('.')
    .reduce<TextTree | string | undefined>(
      (tree, part) => (typeof tree === 'object' ? tree[part] : undefined),
      texts,
    );
  if (typeof node !== 'object') throw new Error(`No product texts at "${section}".`);
  return node as unknown as ProductTexts;
}
