import { NEWS_PRIORITIES, newsStateAt, type Priority } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { DateField, Select, TextField, TimeField } from '@fuelcard/ui';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useDateFieldProps } from '../../lib/date-field-props';
import { NewsStateBadge } from '../shared/news-state-badge';
import { CoverField } from './cover-field';
import { DescriptionField } from './description-field';
import type { NewsField } from './news-form-errors';
import { withSlug, withTitle, type NewsFormValues } from './news-form-model';
import { NewsSeoFields } from './news-seo-fields';
import { startText } from './news-status-text';
import { TitleField } from './title-field';

export interface NewsFormFieldsProps {
  /** Prefix of the controls' ids (`${idPrefix}-${field}`), so that a message can focus one. */
  idPrefix: string;
  values: NewsFormValues;
  /** The values the form opened with (the editors start from their descriptions). */
  initial: NewsFormValues;
  creating: boolean;
  /** The stored item is a draft: the preview says what it will be once published. */
  draft?: boolean;
  disabled: boolean;
  /** Messages next to their fields (the server's, mapped to the form; all of them at once). */
  fieldErrors: readonly { field: NewsField; message: string }[];
  onChange: (update: (values: NewsFormValues) => NewsFormValues, field: NewsField) => void;
  /**
   * Which fields: all of them in one column (the quick form), or the full-page editor's two parts
   * (issue 26 §1): the content (titles, texts, SEO) in the wide column, the settings (address,
   * priority, dates, cover) in the side panel.
   */
  part?: 'all' | 'content' | 'settings';
  /** A line after the titles (the settings' summary in one column: review s46, finding 8). */
  afterTitles?: ReactNode;
}

/**
 * Titles, slug, priority, the three dates and the ru/en descriptions of a news item. The server's
 * rules are stated under the fields before anything is sent, and the state the item will have
 * with these dates is shown as it will appear in the list.
 */
export function NewsFormFields({
  idPrefix,
  values,
  initial,
  creating,
  draft = false,
  disabled,
  fieldErrors,
  onChange,
  part = 'all',
  afterTitles,
}: NewsFormFieldsProps) {
  const t = useT();
  const dateProps = useDateFieldProps();
  const id = (field: NewsField) => `${idPrefix}-${field}`;
  const error = (field: NewsField) => fieldErrors.find((entry) => entry.field === field)?.message;
  const priorities = NEWS_PRIORITIES.map((priority) => ({
    value: priority,
    label: t(`admin.news.form.priority${priority}`),
  }));
  const stateOf = (of: NewsFormValues) =>
    newsStateAt({
      dates: {
        date: of.date,
        startDate: of.startDate,
        expireDate: of.expireDate,
        startTime: of.startTime ?? '',
        expireTime: of.expireTime ?? '',
      },
    });
  const state = stateOf(values);
  // «По расписанию» / «Снять с показа»: chosen, or a stored (or refused) bound shows its pair.
  const [scheduled, setScheduled] = useState(initial.startDate !== '' || initial.startTime !== '');
  const [ending, setEnding] = useState(initial.expireDate !== '' || initial.expireTime !== '');
  const showStart =
    scheduled ||
    values.startDate !== '' ||
    (values.startTime ?? '') !== '' ||
    Boolean(error('startDate') ?? error('startTime'));
  const showEnd =
    ending ||
    values.expireDate !== '' ||
    (values.expireTime ?? '') !== '' ||
    Boolean(error('expireDate') ?? error('expireTime'));
  /**
   * A bound of showing: its date and its time on one line, each named in full («Показывать с»,
   * «Время начала показа») under a visible label that says which («Время начала»), their two rules
   * the inputs' descriptions.
   */
  const bound = (key: 'startDate' | 'expireDate', time: 'startTime' | 'expireTime') => {
    const dateHint = `${id(key)}-rule`;
    const timeHint = `${id(time)}-rule`;
    return (
      <div className="news-form__moment news-form__moment--paired">
        <DateField
          id={id(key)}
          label={t(`admin.news.form.${key}`)}
          name={key}
          value={values[key]}
          {...dateProps}
          // An empty bound's calendar opens on the related day's month (review s49, finding 10):
          // a start on the publication date's, an end on the start's (else the publication's).
          nearDate={key === 'startDate' ? values.date : values.startDate || values.date}
          disabled={disabled}
          error={error(key)}
          aria-describedby={dateHint}
          onValueChange={(value) => onChange((current) => ({ ...current, [key]: value }), key)}
        />
        <TimeField
          id={id(time)}
          label={t(`admin.news.form.${time}Short`)}
          aria-label={t(`admin.news.form.${time}`)}
          name={time}
          value={values[time] ?? ''}
          placeholder={t(
            `admin.dateField.${time === 'startTime' ? 'start' : 'end'}TimePlaceholder`,
          )}
          suffix={t('admin.dateField.timeZone')}
          invalidLabel={t('admin.dateField.invalidTime')}
          disabled={disabled}
          error={error(time)}
          aria-describedby={timeHint}
          onValueChange={(value) => onChange((current) => ({ ...current, [time]: value }), time)}
        />
        <p className="news-form__moment-rules visually-hidden">
          <span id={dateHint}>{t(`admin.news.form.${key}Rule`)}</span>{' '}
          <span id={timeHint}>{t(`admin.news.form.${time}RuleShort`)}</span>
        </p>
      </div>
    );
  };
  // The dates' consequence is said only when it is news (the status line at the top says the
  // rest): a draft that would not simply go live when published, or dates changed so that the
  // item's state changes on saving.
  const statePreview = draft ? state !== 'live' : state !== stateOf(initial);
  // The titles' rule is shown once the focus has left both of them empty (or, as the title's
  // error, after a save without one), not under every new form (review s45, finding 3).
  const [titlesLeftEmpty, setTitlesLeftEmpty] = useState(false);
  const noTitle = values.titleRu.trim() === '' && values.titleEn.trim() === '';
  const titlesRule = titlesLeftEmpty && noTitle && !error('titleRu');
  const titlesRuleId = titlesRule ? id('titleRu') + '-rule' : undefined;
  const titles = (
    <>
      <fieldset
        className="form-group"
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof Node && event.currentTarget.contains(next)) return;
          setTitlesLeftEmpty(noTitle);
        }}
      >
        {/*
         * The group's name for a screen reader only: each field says «Заголовок (RU)» /
         * «Заголовок (EN)» on screen, a heading over them said it twice (review s45, finding 14).
         */}
        <legend className="visually-hidden">{t('admin.news.form.titles')}</legend>
        {titlesRule && (
          <p className="form-group__hint" id={titlesRuleId}>
            {t('admin.news.form.titlesRule')}
          </p>
        )}
        {/* RU over EN, each the whole width (review s45, finding 9). */}
        <div className="news-form__titles">
          <TitleField
            id={id('titleRu')}
            label={t('admin.news.form.titleRu')}
            name="titleRu"
            value={values.titleRu}
            // Not starred (review s49, finding 1): either language's title will do, as the rule
            // over the pair says once both are left empty.
            disabled={disabled}
            error={error('titleRu')}
            aria-describedby={titlesRuleId}
            onChange={(title) => onChange((current) => withTitle(current, 'ru', title), 'titleRu')}
          />
          <TitleField
            id={id('titleEn')}
            label={t('admin.news.form.titleEn')}
            name="titleEn"
            value={values.titleEn}
            disabled={disabled}
            error={error('titleEn')}
            aria-describedby={titlesRuleId}
            onChange={(title) => onChange((current) => withTitle(current, 'en', title), 'titleEn')}
          />
        </div>
      </fieldset>
    </>
  );
  // A long address that the box cannot show whole is written out in full under it, wrapping
  // (review s47, finding 3); one that fits is said once, in the box.
  const slugInput = useRef<HTMLInputElement | null>(null);
  const [slugCut, setSlugCut] = useState(false);
  useLayoutEffect(() => {
    const input = slugInput.current;
    if (!input) return;
    const measure = () =>
      setSlugCut(input.value !== '' && input.scrollWidth > input.clientWidth + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(input);
    return () => observer?.disconnect();
  }, [values.slug]);
  const settings = (
    <>
      <div className="news-form__row">
        {/*
         * The settings' groups have one heading style (review s47, finding 4): «Адрес»,
         * «Приоритет», «Публикация», «Обложка» as small capitals. The address's field keeps its
         * full name, «Slug (адрес страницы)», for a screen reader (it contains the visible word).
         */}
        <TextField
          id={id('slug')}
          label={t('admin.news.form.slugShort')}
          aria-label={t('admin.news.form.slug')}
          name="slug"
          value={values.slug}
          disabled={disabled}
          error={error('slug')}
          spellCheck={false}
          autoCapitalize="none"
          className="mono-field slug-field news-form__eyebrowed"
          // The page's address once (review s46, finding 22): a static muted «/news/» in the box
          // before the editable part, no second path line over it. An empty address gets the rule
          // and where it comes from; a wrong one is told by its error.
          leadingText="/news/"
          hint={
            values.slug.trim() === ''
              ? t(creating ? 'admin.news.form.slugHint' : 'admin.news.form.slugRule')
              : undefined
          }
          ref={slugInput}
          // A long address the box cuts is whole in its tooltip (review s49, finding 8: written
          // out again under the box, it said the address twice).
          title={slugCut ? `/news/${values.slug.trim()}` : undefined}
          onChange={(event) =>
            onChange((current) => withSlug(current, event.target.value, creating), 'slug')
          }
        />
        <Select<Priority>
          id={id('priority')}
          label={t('admin.news.form.priority')}
          name="priority"
          options={priorities}
          value={values.priority}
          error={error('priority')}
          hint={t('admin.news.form.priorityRule')}
          disabled={disabled}
          className="news-form__eyebrowed"
          onChange={(priority) => onChange((current) => ({ ...current, priority }), 'priority')}
        />
      </div>
      {/*
       * One «Публикация» group (review s45b, finding 3): «Дата в статье» (the date readers see)
       * first; then when the item shows — «Сразу» or «По расписанию», which opens «Показывать с»
       * and its time — and, when asked for, when it leaves the site: «Снять с показа» opens
       * «Показывать до» and its time. Each time is named after its bound («Время начала показа»),
       * never a bare «Время»; the Minsk-time note and the state it will have come under them.
       */}
      <fieldset className="form-group news-form__publishing">
        <legend className="form-group__legend">{t('admin.news.form.publishing')}</legend>
        <DateField
          id={id('date')}
          label={t('admin.news.form.date')}
          name="date"
          value={values.date}
          {...dateProps}
          disabled={disabled}
          error={error('date')}
          className="news-form__article-date"
          onValueChange={(value) => onChange((current) => ({ ...current, date: value }), 'date')}
        />
        <fieldset className="news-form__when">
          <legend className="news-form__when-legend">{t('admin.news.form.showing')}</legend>
          <div className="news-form__segmented">
            {(['now', 'scheduled'] as const).map((choice) => (
              <label key={choice} className="news-form__segment">
                <input
                  type="radio"
                  name={`${idPrefix}-when`}
                  value={choice}
                  checked={(choice === 'scheduled') === showStart}
                  disabled={disabled}
                  onChange={() => {
                    setScheduled(choice === 'scheduled');
                    if (choice === 'now' && (values.startDate || values.startTime))
                      onChange(
                        (current) => ({ ...current, startDate: '', startTime: '' }),
                        'startDate',
                      );
                  }}
                />
                <span>{t(`admin.news.form.showing${choice === 'now' ? 'Now' : 'Scheduled'}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {showStart && bound('startDate', 'startTime')}
        <label className="news-form__check">
          <input
            type="checkbox"
            checked={showEnd}
            disabled={disabled}
            onChange={(event) => {
              setEnding(event.target.checked);
              if (!event.target.checked && (values.expireDate || values.expireTime))
                onChange(
                  (current) => ({ ...current, expireDate: '', expireTime: '' }),
                  'expireDate',
                );
            }}
          />
          <span>{t('admin.news.form.ending')}</span>
        </label>
        {showEnd && bound('expireDate', 'expireTime')}
        {/*
         * One shared line under the bounds (review s44, finding 4); each input keeps its own rule as
         * its description, and «не раньше «Показывать с»» is said as the error too.
         */}
        {(showStart || showEnd) && (
          <p className="form-group__hint news-form__dates-rule" aria-hidden="true">
            {t('admin.news.form.datesRule')}
          </p>
        )}
        {statePreview && (
          <p className="state-preview">
            <span>
              {t(draft ? 'admin.news.form.statePreviewDraft' : 'admin.news.form.statePreview')}
            </span>{' '}
            <NewsStateBadge state={state} />
            {state === 'scheduled' && <span>{startText(t, values, 'at')}</span>}
          </p>
        )}
      </fieldset>
    </>
  );
  const texts = (
    <>
      <DescriptionField
        id={id('descriptionRu')}
        label={t('admin.news.form.descriptionRu')}
        initialHtml={initial.descriptionRu}
        disabled={disabled}
        error={error('descriptionRu')}
        onChange={(html) =>
          onChange((current) => ({ ...current, descriptionRu: html }), 'descriptionRu')
        }
      />
      <DescriptionField
        id={id('descriptionEn')}
        label={t('admin.news.form.descriptionEn')}
        initialHtml={initial.descriptionEn}
        disabled={disabled}
        error={error('descriptionEn')}
        onChange={(html) =>
          onChange((current) => ({ ...current, descriptionEn: html }), 'descriptionEn')
        }
      />
    </>
  );
  const coverField = (
    <>
      <CoverField
        idPrefix={idPrefix}
        cover={values.cover ?? null}
        disabled={disabled}
        error={error}
        onChange={(update, changed) =>
          onChange((current) => ({ ...current, cover: update(current.cover ?? null) }), changed)
        }
      />
    </>
  );
  const seoFields = (
    <>
      <NewsSeoFields
        id={id}
        values={values}
        disabled={disabled}
        error={error}
        onChange={onChange}
      />
    </>
  );
  if (part === 'content')
    return (
      <div className="news-form">
        {titles}
        {afterTitles}
        {texts}
        {seoFields}
      </div>
    );
  if (part === 'settings')
    return (
      <div className="news-form news-form--settings">
        {settings}
        {coverField}
      </div>
    );
  return (
    <div className="news-form">
      {titles}
      {settings}
      {texts}
      {coverField}
      {seoFields}
    </div>
  );
}
