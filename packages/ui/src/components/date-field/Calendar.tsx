/**
 * The date field's calendar: react-day-picker, loaded only when a calendar is first opened (it
 * and date-fns stay out of an app's first load). Monday first; arrows, Page Up/Down and
 * Home/End move over the days, Enter or Space picks one.
 */
import { DayPicker } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { ru } from 'react-day-picker/locale/ru';
import 'react-day-picker/style.css';
import { dateOfIso, isoOfDate } from './date-text';

export interface CalendarProps {
  /** The ISO day shown as chosen, or '' (then the calendar opens on today's month). */
  value: string;
  onPick: (iso: string) => void;
  language: 'ru' | 'en';
  /** With no value: an ISO day whose month to open on (else today's). */
  near?: string | undefined;
}

export default function Calendar({ value, onPick, language, near }: CalendarProps) {
  const selected = dateOfIso(value);
  const month = selected ?? (near ? dateOfIso(near) : undefined);
  return (
    <DayPicker
      mode="single"
      locale={language === 'en' ? enUS : ru}
      weekStartsOn={1}
      selected={selected}
      defaultMonth={month}
      autoFocus
      onSelect={(day) => {
        if (day) onPick(isoOfDate(day));
      }}
    />
  );
}
