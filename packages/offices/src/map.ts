import type { Coordinates } from './types';

/** The office selected until the visitor chooses another: Minsk. */
export const DEFAULT_OFFICE_ID = 1;

/** Session-storage key of the selected office. */
export const SELECTED_OFFICE_STORAGE_KEY = 'selectedItem';

/** Minsk, where the map opens. */
export const DEFAULT_MAP_CENTER: Coordinates = [53.876159, 27.547862];

export const MAP_ZOOM = 17;

export const MAP_HEIGHT_PX = 700;

/** Width and height of an office marker. */
export const MARKER_SIZE_PX = [80, 80] as const;
