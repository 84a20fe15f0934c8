declare module 'virtual:console-first-load-texts' {
  import type { TextTree } from '@fuelcard/i18n';

  /** The texts of the console's first load (scripts/first-paint.mjs). */
  const texts: TextTree;
  export default texts;
}
