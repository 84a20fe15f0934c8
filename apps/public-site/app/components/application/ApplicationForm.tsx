import { Button, Checkbox, NativeSelect, TextArea, TextField } from '@fuelcard/ui';
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import {
  APPLICATION_FIELDS,
  APPLICATION_INTERESTS,
  APPLICATION_TYPES,
  applicationErrors,
  applicationValues,
  errorMessageKey,
  fieldError,
  fieldId,
  INTEREST_KEYS,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from '../../lib/application-form';
import { ErrorSummary } from './ErrorSummary';
import styles from './application.module.css';

export interface ApplicationFormProps {
  values: ApplicationValues;
  /** Wrong fields and the form's problem as the server found them (after a sent form). */
  serverErrors: ApplicationErrors | null;
  problem: string | null;
  product: { path: string; name: string } | null;
  regions: ReadonlyArray<{ value: string; label: string }>;
}

const fieldOf = (name: string): ApplicationField | null =>
  (APPLICATION_FIELDS as readonly string[]).includes(name) ? (name as ApplicationField) : null;

/**
 * The application form. Without JavaScript it is a plain POST whose answer shows each wrong field;
 * with it, a field is checked when it is left and the whole form before it is sent, and the error
 * summary takes the focus.
 */
export function ApplicationForm({
  values,
  serverErrors,
  problem,
  product,
  regions,
}: ApplicationFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const summary = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<ApplicationErrors>(serverErrors ?? {});
  const [summaryShown, setSummaryShown] = useState(serverErrors !== null);
  const regionValues = regions.map((region) => region.value);

  useEffect(() => {
    if (serverErrors === null) return;
    setErrors(serverErrors);
    setSummaryShown(true);
    summary.current?.focus();
  }, [serverErrors, problem]);

  const current = (form: HTMLFormElement) => applicationValues(new FormData(form));
  const recheck = (field: ApplicationField, form: HTMLFormElement, report: boolean) =>
    setErrors((known) => {
      const found = fieldError(field, current(form), regionValues);
      // Not reported: an error shown goes or changes its message, none is added.
      if (found === known[field] || (found && !report && !known[field])) return known;
      const next = { ...known };
      if (found) next[field] = found;
      else delete next[field];
      return next;
    });
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    const field = fieldOf(target.name);
    // A left text field is checked once something is typed in it; ticks and choices when changed.
    if (field && 'value' in target && target.type !== 'checkbox' && target.type !== 'radio')
      recheck(field, event.currentTarget, target.value.trim() !== '');
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = applicationErrors(current(event.currentTarget), regionValues);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setErrors(found);
    setSummaryShown(true);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const wrong = APPLICATION_FIELDS.filter((field) => errors[field]);
  const error = (field: ApplicationField) => {
    const found = errors[field];
    return found ? t(errorMessageKey(field, found)) : undefined;
  };
  const groupError = (field: ApplicationField) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-group-error`} className={styles.groupError}>
        {error(field)}
      </p>
    ) : null;
  const sending = navigation.state === 'submitting';
  const errorsShown = summaryShown && (wrong.length > 0 || problem !== null);
  const titlePrefix = t('application.errors.titlePrefix');

  // While the form shows errors the document's title starts with «Ошибка: », as GOV.UK's do.
  useEffect(() => {
    const plain = (title: string) =>
      title.startsWith(titlePrefix) ? title.slice(titlePrefix.length) : title;
    document.title = errorsShown ? titlePrefix + plain(document.title) : plain(document.title);
    return () => {
      document.title = plain(document.title);
    };
  }, [errorsShown, titlePrefix]);

  return (
    <Form
      method="post"
      noValidate
      className={styles.form}
      onBlur={onBlur}
      onChange={(event) => {
        const target = event.target as unknown as HTMLInputElement;
        const field = fieldOf(target.name);
        if (field && errors[field]) recheck(field, event.currentTarget, false);
      }}
      onSubmit={onSubmit}
    >
      {summaryShown && (wrong.length > 0 || problem) && (
        <ErrorSummary ref={summary} errors={errors} fields={wrong} problem={problem} />
      )}
      <p className={styles.requiredNote}>{t('application.required')}</p>
      <input type="hidden" name="startedAt" value={values.startedAt} />
      <input type="hidden" name="startedAtSignature" value={values.startedAtSignature} />
      {product && <input type="hidden" name="product" value={product.path} />}

      <fieldset
        className={styles.section}
        aria-describedby={errors.type ? `${fieldId('type')}-group-error` : undefined}
      >
        <legend className={styles.sectionLegend}>{t('application.types.legend')}</legend>
        <div className={styles.choices}>
          {APPLICATION_TYPES.map((type) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="type"
                value={type}
                id={`application-type-${type}`}
                defaultChecked={values.type === type}
              />
              {t(`application.types.${type}`)}
            </label>
          ))}
        </div>
        {groupError('type')}
        {product && (
          <p className={styles.product}>{t('application.product', { name: product.name })}</p>
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionLegend}>{t('application.groups.organisation')}</legend>
        <div className={`${styles.row} ${styles.rowWideFirst}`}>
          <TextField
            id={fieldId('company')}
            name="company"
            label={t('application.fields.company.label')}
            hint={t('application.fields.company.hint')}
            error={error('company')}
            defaultValue={values.company}
            autoComplete="organization"
            maxLength={200}
            required
          />
          <TextField
            id={fieldId('unp')}
            name="unp"
            label={t('application.fields.unp.label')}
            hint={t('application.fields.unp.hint')}
            error={error('unp')}
            defaultValue={values.unp}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            className={styles.short}
            required
          />
        </div>
        <NativeSelect
          id={fieldId('region')}
          name="region"
          label={t('application.fields.region.label')}
          error={error('region')}
          defaultValue={values.region}
          placeholder={t('application.fields.region.choose')}
          options={regions}
          className={styles.region}
          required
        />
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.sectionLegend}>{t('application.groups.contact')}</legend>
        <TextField
          id={fieldId('contact')}
          name="contact"
          label={t('application.fields.contact.label')}
          hint={t('application.fields.contact.hint')}
          error={error('contact')}
          defaultValue={values.contact}
          autoComplete="name"
          maxLength={120}
          required
        />
        <div className={styles.row}>
          <TextField
            id={fieldId('phone')}
            name="phone"
            type="tel"
            label={t('application.fields.phone.label')}
            hint={t('application.fields.phone.hint')}
            error={error('phone')}
            defaultValue={values.phone}
            autoComplete="tel"
            maxLength={30}
            className={styles.medium}
            required
          />
          <TextField
            id={fieldId('email')}
            name="email"
            type="email"
            label={t('application.fields.email.label')}
            hint={t('application.fields.email.hint')}
            error={error('email')}
            defaultValue={values.email}
            autoComplete="email"
            spellCheck={false}
            required
          />
        </div>
      </fieldset>

      <fieldset
        className={styles.section}
        aria-describedby={[
          'application-interests-hint',
          errors.interests ? `${fieldId('interests')}-group-error` : '',
        ]
          .join(' ')
          .trim()}
      >
        <legend className={`${styles.sectionLegend} ${styles.questionLegend}`}>
          {t('application.fields.interests.legend')}
          <span className={styles.star} aria-hidden="true">
            *
          </span>
        </legend>
        <p id="application-interests-hint" className={styles.hint}>
          {t('application.fields.interests.hint')}
        </p>
        <div className={styles.tiles}>
          {APPLICATION_INTERESTS.map((interest) => (
            <Checkbox
              key={interest}
              id={`application-interests-${interest}`}
              name="interests"
              value={interest}
              label={t(`application.fields.interests.${INTEREST_KEYS[interest]}`)}
              defaultChecked={values.interests.includes(interest)}
              aria-invalid={errors.interests ? true : undefined}
              className={styles.tile}
            />
          ))}
        </div>
        {groupError('interests')}
      </fieldset>

      <TextArea
        id={fieldId('message')}
        name="message"
        label={t('application.fields.message.label')}
        hint={t('application.fields.message.hint')}
        error={error('message')}
        defaultValue={values.message}
        rows={5}
        maxLength={2000}
      />

      <div className={styles.confirm}>
        <Checkbox
          id={fieldId('consent')}
          name="consent"
          required
          error={error('consent')}
          defaultChecked={values.consent}
          label={
            <>
              {t('application.fields.consent.before')}
              <Link to="/privacy">{t('application.fields.consent.link')}</Link>
              <span className={styles.star} aria-hidden="true">
                *
              </span>
            </>
          }
          className={styles.consent}
        />

        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="application-website">{t('application.fields.website')}</label>
          <input
            id="application-website"
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            defaultValue={values.website}
          />
        </div>

        <Button
          type="submit"
          size="lg"
          fullWidthOnPhone
          className={styles.submit}
          disabled={sending}
        >
          {t('application.submit')}
        </Button>
      </div>
    </Form>
  );
}
