import type { Preview } from '@storybook/react-vite';
import '../src/tokens.css';
import './preview.css';

/** The kit's documented breakpoints as viewport presets (toolbar and `globals.viewport`). */
const viewports = {
  mobile: { name: 'Mobile 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  wide: { name: 'Wide 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    viewport: { options: viewports },
    // Storybook's a11y panel: report violations in the UI; the vitest story tests fail on them.
    a11y: { test: 'error' },
  },
};

export default preview;
