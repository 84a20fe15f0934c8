import type { contacts as ru } from '../ru/contacts';
import type { DeepStringRecord } from '../../types';

export const contacts = {
  title: 'Contacts',
  intro: 'Our offices in Belarus and our subsidiary in Russia.',
  belarus: 'Belarus',
  russia: 'Russia',
  address: 'Address',
  phones: 'Phone numbers',
  email: 'E-mail',
  workingHours: 'Opening hours',
  showOnMap: 'Show on the map',
  map: {
    label: 'Office map',
    sketchLabel: 'Sketch map: our offices in Belarus and the subsidiary in Smolensk',
    belarus: 'Belarus',
    russia: 'Russia',
    smolenskRegion: 'Smolensk region',
    selectedLabel: 'Selected office',
    loading: 'Loading the map…',
    consentRequired: 'To show the map, accept functional and analytics cookies.',
    configureCookies: 'Configure cookies',
    unavailable:
      'The map is unavailable right now: the map service could not be loaded. Addresses and phone numbers are in the list.',
  },
} satisfies DeepStringRecord<typeof ru>;
