export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** Opening time of a group of days; `from` and `to` are null on days off. */
export interface WorkingPeriod {
  days: readonly Weekday[];
  from: string | null;
  to: string | null;
}

/** Mon-Thu 08:30-17:30, Fri 08:30-16:15, Sat-Sun off (the same for every office). */
export const WORKING_HOURS = {
  weekdays: { days: ['mon', 'tue', 'wed', 'thu'], from: '08:30', to: '17:30' },
  friday: { days: ['fri'], from: '08:30', to: '16:15' },
  daysOff: { days: ['sat', 'sun'], from: null, to: null },
} as const satisfies Record<'weekdays' | 'friday' | 'daysOff', WorkingPeriod>;

/** Catalogue keys of the three working-hour lines, in the order weekdays, Friday, days off. */
export const WORKING_HOUR_KEYS = [
  'footer.workingHours.weekdays',
  'footer.workingHours.friday',
  'footer.workingHours.daysOff',
] as const;

/** Catalogue keys of the phone suffix labels. */
export const PHONE_SUFFIX_KEYS = {
  'tel/fax': 'footer.phoneSuffix.telFax',
  fax: 'footer.phoneSuffix.fax',
} as const;
