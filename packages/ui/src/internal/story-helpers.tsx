import type { Decorator } from '@storybook/react-vite';

/**
 * Shows a story at the narrowest supported width (320 px): the viewport preset in Storybook,
 * and a 320 px wrapper so that docs pages and the vitest story tests see the same constraint.
 */
export const narrow = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    ((Story) => (
      <div style={{ maxWidth: 320, boxSizing: 'border-box' }}>
        <Story />
      </div>
    )) satisfies Decorator,
  ],
};

/** A long Russian text for overflow and wrapping states. */
export const longRussianText =
  'Заключение договора на обслуживание с использованием электронных карт и персонального кабинета клиента для юридических лиц и индивидуальных предпринимателей';
