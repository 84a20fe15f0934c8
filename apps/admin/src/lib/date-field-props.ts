import { useLanguage, useT } from '@fuelcard/i18n/react';
import type { DateFieldProps } from '@fuelcard/ui';

/**
 * What every date field of the console shares (review s48b, finding 6): the placeholder
 * «дд.мм.гггг» in the muted colour (it says how to type a date; what an empty date means is
 * each field's own rule under it), the calendar's names and language, and the error for a text
 * that is no date.
 */
export function useDateFieldProps(): Pick<DateFieldProps, 'placeholder' | 'labels' | 'language'> {
  const t = useT();
  return {
    placeholder: t('admin.dateField.placeholder'),
    language: useLanguage(),
    labels: {
      openCalendar: t('admin.dateField.openCalendar'),
      calendar: t('admin.dateField.calendar'),
      invalid: t('admin.dateField.invalidDate'),
    },
  };
}

/** A date field's value that is a whole day or none (a filter ignores a text that is no date). */
export const dayOrNone = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);
