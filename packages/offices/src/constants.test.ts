import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from './brand';
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_OFFICE_ID,
  MAP_HEIGHT_PX,
  MAP_ZOOM,
  MARKER_SIZE_PX,
  SELECTED_OFFICE_STORAGE_KEY,
} from './map';
import { phoneLine } from './phone-line';
import { PHONE_SUFFIX_KEYS, WORKING_HOUR_KEYS, WORKING_HOURS } from './working-hours';

describe('business constants', () => {
  it('match §9 of the spec', () => {
    expect(DEFAULT_OFFICE_ID).toBe(1);
    expect(DEFAULT_MAP_CENTER).toEqual([53.876159, 27.547862]);
    expect(MAP_ZOOM).toBe(17);
    expect(MAP_HEIGHT_PX).toBe(700);
    expect(MARKER_SIZE_PX).toEqual([80, 80]);
    expect(BRAND_COLORS).toEqual({ green: '#48AE5A', red: '#F24942' });
    expect(SELECTED_OFFICE_STORAGE_KEY).toBe('selectedItem');
  });

  it('describe the working hours as data', () => {
    expect(WORKING_HOURS).toEqual({
      weekdays: { days: ['mon', 'tue', 'wed', 'thu'], from: '08:30', to: '17:30' },
      friday: { days: ['fri'], from: '08:30', to: '16:15' },
      daysOff: { days: ['sat', 'sun'], from: null, to: null },
    });
    expect(WORKING_HOUR_KEYS).toHaveLength(3);
    expect(Object.keys(PHONE_SUFFIX_KEYS)).toEqual(['tel/fax', 'fax']);
  });
});

describe('phoneLine', () => {
  it('derives the tel: value from the printed number', () => {
    expect(phoneLine('+375 (17) 200-00-01')).toEqual({
      display: '+375 (17) 200-00-01',
      tel: '+375172000001',
    });
    expect(phoneLine('+7 (4812) 20-00-01', 'fax')).toEqual({
      display: '+7 (4812) 20-00-01',
      tel: '+74812200001',
      suffix: 'fax',
    });
  });
});
