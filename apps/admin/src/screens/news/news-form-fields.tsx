import { NEWS_PRIORITIES, type Priority } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Select, TextField } from '@fuelcard/ui';
import { DescriptionField } from './description-field';
import { withSlug, withTitle, type NewsFormValues } from './news-form-model';

export interface NewsFormFieldsProps {
  values: NewsFormValues;
  /** The values the form opened with (the editors start from their descriptions). */
  initial: NewsFormValues;
  creating: boolean;
  disabled: boolean;
  onChange: (update: (values: NewsFormValues) => NewsFormValues) => void;
}

type DateKey = 'date' | 'startDate' | 'expireDate';
const DATES: DateKey[] = ['date', 'startDate', 'expireDate'];

/** Titles, slug, priority, the three dates and the ru/en descriptions of a news item. */
export function NewsFormFields({ values, initial, creating, disabled, onChange }: NewsFormFieldsProps) {
  const t = useT();
  const priorities = NEWS_PRIORITIES.map((priority) => ({ value: priority, label: t(`admin.news.form.priority${priority}`) }));
  return (
    <div className="news-form">
      <div className="news-form__row">
        <TextField label={t('admin.news.form.titleRu')} name="titleRu" value={values.titleRu} disabled={disabled}
          onChange={(event) => onChange((current) => withTitle(current, 'ru', event.target.value))} />
        <TextField label={t('admin.news.form.titleEn')} name="titleEn" value={values.titleEn} disabled={disabled}
          onChange={(event) => onChange((current) => withTitle(current, 'en', event.target.value))} />
      </div>
      <div className="news-form__row">
        <TextField label={t('admin.news.form.slug')} name="slug" value={values.slug} disabled={disabled}
          hint={creating ? t('admin.news.form.slugHint') : undefined} spellCheck={false}
          onChange={(event) => onChange((current) => withSlug(current, event.target.value, creating))} />
        <Select<Priority> label={t('admin.news.form.priority')} name="priority" options={priorities} value={values.priority}
          disabled={disabled} onChange={(priority) => onChange((current) => ({ ...current, priority }))} />
      </div>
      <div className="news-form__row news-form__row--dates">
        {DATES.map((key) => (
          <TextField key={key} type="date" label={t(`admin.news.form.${key}`)} name={key} value={values[key]} disabled={disabled}
            onChange={(event) => onChange((current) => ({ ...current, [key]: event.target.value }))} />
        ))}
      </div>
      <DescriptionField label={t('admin.news.form.descriptionRu')} initialHtml={initial.descriptionRu} disabled={disabled}
        onChange={(html) => onChange((current) => ({ ...current, descriptionRu: html }))} />
      <DescriptionField label={t('admin.news.form.descriptionEn')} initialHtml={initial.descriptionEn} disabled={disabled}
        onChange={(html) => onChange((current) => ({ ...current, descriptionEn: html }))} />
    </div>
  );
}
