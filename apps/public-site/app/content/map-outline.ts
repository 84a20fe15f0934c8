/*
 * The offline map of the contacts page: Belarus and the Smolensk region drawn as simplified
 * outlines (latitude, longitude; our own tracing at about 10 km, enough for a sketch of where
 * the offices are, not for navigation), and the projection that places them and the offices'
 * coordinates on the same drawing.
 */

export type LatLng = readonly [latitude: number, longitude: number];

/** Belarus, clockwise from the meeting point of the Lithuanian, Latvian and Belarusian borders. */
export const BELARUS_OUTLINE: readonly LatLng[] = [
  [55.67, 26.63],
  [55.8, 26.95],
  [55.9, 27.25],
  [56.02, 27.55],
  [56.12, 27.85],
  [56.17, 28.15],
  [56.02, 28.45],
  [55.93, 28.75],
  [55.84, 29.1],
  [55.78, 29.45],
  [55.76, 29.9],
  [55.78, 30.25],
  [55.63, 30.55],
  [55.55, 30.9],
  [55.35, 30.95],
  [55.15, 30.85],
  [54.95, 30.95],
  [54.75, 31.1],
  [54.5, 31.25],
  [54.25, 31.45],
  [54.02, 31.85],
  [53.8, 32.3],
  [53.55, 32.55],
  [53.4, 32.78],
  [53.15, 32.55],
  [52.95, 32.05],
  [52.75, 31.65],
  [52.5, 31.6],
  [52.3, 31.8],
  [52.1, 31.78],
  [51.9, 31.15],
  [51.65, 30.75],
  [51.4, 30.6],
  [51.26, 30.5],
  [51.45, 30.2],
  [51.42, 29.85],
  [51.45, 29.35],
  [51.5, 28.75],
  [51.57, 28.1],
  [51.6, 27.6],
  [51.72, 27.05],
  [51.78, 26.4],
  [51.88, 25.7],
  [51.92, 25.0],
  [51.88, 24.4],
  [51.72, 23.9],
  [51.58, 23.62],
  [51.8, 23.6],
  [52.05, 23.65],
  [52.2, 23.2],
  [52.45, 23.45],
  [52.7, 23.85],
  [53.0, 23.92],
  [53.3, 23.7],
  [53.6, 23.55],
  [53.93, 23.5],
  [53.96, 24.15],
  [54.1, 24.75],
  [54.2, 25.25],
  [54.35, 25.6],
  [54.55, 25.75],
  [54.8, 25.85],
  [55.05, 26.35],
  [55.3, 26.75],
];

/** The Smolensk region of Russia (the branch's city), sharing Belarus's eastern border. */
export const SMOLENSK_REGION_OUTLINE: readonly LatLng[] = [
  [55.55, 30.9],
  [55.35, 30.95],
  [55.15, 30.85],
  [54.95, 30.95],
  [54.75, 31.1],
  [54.5, 31.25],
  [54.25, 31.45],
  [54.02, 31.85],
  [53.8, 32.3],
  [53.62, 32.75],
  [53.5, 33.45],
  [53.75, 34.15],
  [54.1, 34.6],
  [54.4, 35.15],
  [54.8, 35.4],
  [55.3, 35.2],
  [55.62, 34.7],
  [55.9, 33.9],
  [56.0, 33.05],
  [55.92, 32.3],
  [55.78, 31.6],
];

/** The drawing's frame: these latitudes and longitudes, 100 units to a degree of latitude. */
const NORTH = 56.45;
const SOUTH = 51.0;
const WEST = 22.9;
const EAST = 35.75;
const UNIT = 100;
/** Degrees of longitude are shorter than degrees of latitude by cos(latitude) at the middle. */
const LONGITUDE_SCALE = Math.cos(((NORTH + SOUTH) / 2) * (Math.PI / 180));

export const MAP_VIEWBOX = {
  width: Math.round((EAST - WEST) * LONGITUDE_SCALE * UNIT),
  height: Math.round((NORTH - SOUTH) * UNIT),
};

/** A latitude and longitude as x, y of the drawing (an equirectangular projection). */
export function project([latitude, longitude]: LatLng): { x: number; y: number } {
  return {
    x: Math.round((longitude - WEST) * LONGITUDE_SCALE * UNIT * 10) / 10,
    y: Math.round((NORTH - latitude) * UNIT * 10) / 10,
  };
}

/** An outline as the `d` of an SVG path. */
export function outlinePath(outline: readonly LatLng[]): string {
  return `${outline
    .map((point, index) => {
      const { x, y } = project(point);
      return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join('')}Z`;
}
