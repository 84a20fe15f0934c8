import { Faq } from '@fuelcard/ui';
import { useT } from '../../i18n/i18n-context';
import { faqQuestions } from '../../content/faq';

interface CategoryFaqProps {
  /** 'clients' or 'partners'; any other value shows the text 'invalid_category'. */
  category: string;
  /** The page's FAQ group in the catalogue: title, invalidCategory and items.<id>.question/answer. */
  base: string;
}

/** The questions of a category, one answer open at a time; clicking the open one closes it. */
export function CategoryFaq({ category, base }: CategoryFaqProps) {
  const t = useT();
  const ids = faqQuestions(category);
  return (
    <Faq
      title={t(`${base}.title`)}
      invalidCategoryText={t(`${base}.invalidCategory`)}
      items={ids?.map((id) => ({
        id,
        question: t(`${base}.items.${id}.question`),
        answer: <p>{t(`${base}.items.${id}.answer`)}</p>,
      }))}
    />
  );
}
