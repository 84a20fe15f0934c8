/** Brand colours (also the editor palette's green and red). */
export const BRAND_COLORS = {
  green: '#48AE5A',
  red: '#F24942',
} as const;
