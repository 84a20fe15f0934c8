import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens } from '../tokens';
import { narrow } from '../internal/story-helpers';
import { ColorSwatches, TokenSamples, TypeScale } from './TokenSwatches';

/**
 * The design tokens of `tokens.css`. Ratios are WCAG 2.x contrast: 4.5:1 (AA) is needed for
 * body text, 3:1 for large text. Brand green and red are for decoration; text uses the darker
 * `-text` shades.
 */
const meta = {
  title: 'Foundations/Tokens',
  component: ColorSwatches,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColorSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {};

export const Typography: Story = { render: () => <TypeScale /> };

export const Spacing: Story = { render: () => <TokenSamples group={tokens.space} kind="space" /> };

export const Radii: Story = { render: () => <TokenSamples group={tokens.radius} kind="radius" /> };

export const Shadows: Story = {
  render: () => <TokenSamples group={tokens.shadow} kind="shadow" />,
};

export const BreakpointsAndLayers: Story = {
  render: () => (
    <>
      <TokenSamples group={tokens.breakpoint} kind="value" />
      <TokenSamples group={tokens.zIndex} kind="value" />
      <TokenSamples group={tokens.motion} kind="value" />
    </>
  ),
};

export const Narrow: Story = { ...narrow };
