import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@fuelcard/contracts';
import { descriptionPlainText } from '@fuelcard/contracts/description-text';
import { useT } from '@fuelcard/i18n/react';
import { TextArea, TextField } from '@fuelcard/ui';
import { useMemo, useState } from 'react';
import type { NewsField } from './news-form-errors';
import { SEO_FIELDS, type NewsFormValues, type SeoField } from './news-form-model';

export interface NewsSeoFieldsProps {
  id: (field: NewsField) => string;
  values: NewsFormValues;
  disabled: boolean;
  error: (field: NewsField) => string | undefined;
  onChange: (update: (values: NewsFormValues) => NewsFormValues, field: NewsField) => void;
}

type Language = 'ru' | 'en';
const LANGUAGES: readonly Language[] = ['ru', 'en'];
const suffix = (language: Language) => (language === 'ru' ? 'Ru' : 'En');

/** The automatic description: the news text's beginning, cut after a word to the limit. */
export function automaticDescription(html: string, max = SEO_DESCRIPTION_MAX_LENGTH): string {
  const text = descriptionPlainText(html).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

const descriptionEmpty = (html: string) => descriptionPlainText(html).trim() === '';

/**
 * The «SEO и соцсети» section (issue 26 §1): per language the search description (≤ 160) and the
 * social title (≤ 90), each with a live counter, and a preview of the search snippet. Empty fields
 * show, greyed, what the site uses instead (the title, the news text's beginning). Collapsed until
 * opened, unless a text is set or the server has a message about one.
 */
export function NewsSeoFields({ id, values, disabled, error, onChange }: NewsSeoFieldsProps) {
  const t = useT();
  const hasText = SEO_FIELDS.some((field) => (values[field] ?? '') !== '');
  const hasError = SEO_FIELDS.some((field) => error(field) !== undefined);
  const [open, setOpen] = useState(hasText);
  const automatic = useMemo(
    () => ({
      ru: automaticDescription(values.descriptionRu),
      en: automaticDescription(values.descriptionEn),
    }),
    [values.descriptionRu, values.descriptionEn],
  );
  const title = (language: Language) => values[language === 'ru' ? 'titleRu' : 'titleEn'].trim();
  /** What the site uses without an SEO description: an English page without English text shows Russian. */
  const fallbackDescription = (language: Language) =>
    automatic[language] ||
    (language === 'en' && descriptionEmpty(values.descriptionEn)
      ? (values.seoDescriptionRu ?? '').trim() || automatic.ru
      : '');
  const field = (kind: 'Description' | 'Title', language: Language) => {
    const name = `seo${kind}${suffix(language)}` as SeoField;
    const max = kind === 'Description' ? SEO_DESCRIPTION_MAX_LENGTH : SEO_TITLE_MAX_LENGTH;
    const value = values[name] ?? '';
    const common = {
      id: id(name),
      name,
      label: t(
        `admin.news.seo.${kind === 'Description' ? 'description' : 'title'}${suffix(language)}`,
      ),
      value,
      maxLength: max,
      disabled,
      error: error(name),
      hint: t('admin.news.seo.counter', { count: value.length, max }),
      placeholder:
        kind === 'Description'
          ? fallbackDescription(language)
          : title(language) || (language === 'en' ? title('ru') : ''),
    };
    const change = (text: string) => onChange((current) => ({ ...current, [name]: text }), name);
    return kind === 'Description' ? (
      <TextArea key={name} rows={3} {...common} onChange={(event) => change(event.target.value)} />
    ) : (
      <TextField key={name} {...common} onChange={(event) => change(event.target.value)} />
    );
  };
  const slug = values.slug.trim() || t('admin.news.seo.slugGenerated');
  return (
    <details
      className="seo-section"
      open={open || hasError}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="seo-section__summary">{t('admin.news.seo.section')}</summary>
      <div className="seo-section__body">
        <p className="form-group__hint">{t('admin.news.seo.sectionHint')}</p>
        <div className="news-form__row">
          {LANGUAGES.map((language) => field('Description', language))}
        </div>
        <div className="news-form__row">
          {LANGUAGES.map((language) => field('Title', language))}
        </div>
        <figure className="seo-snippets">
          <figcaption className="seo-snippets__caption">{t('admin.news.seo.snippet')}</figcaption>
          <div className="news-form__row">
            {LANGUAGES.map((language) => {
              const own = (values[`seoDescription${suffix(language)}`] ?? '').trim();
              const description = own || fallbackDescription(language);
              return (
                <div key={language} className="seo-snippet" data-testid={`seo-snippet-${language}`}>
                  <p className="seo-snippet__language">
                    {t(`admin.news.seo.snippet${suffix(language)}`)}
                  </p>
                  <p className="seo-snippet__title" lang={language}>
                    {title(language) || title('ru') || t('admin.news.seo.untitled')}
                  </p>
                  <p className="seo-snippet__url">/news/{slug}</p>
                  <p className="seo-snippet__description" lang={language}>
                    {description || t('admin.news.seo.noDescription')}
                  </p>
                </div>
              );
            })}
          </div>
        </figure>
      </div>
    </details>
  );
}
