import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { narrow } from '../../internal/story-helpers';
import type { CarouselItem } from './Carousel';
import { Carousel } from './Carousel';

/** Self-contained logo pictures, so the stories need no network. */
function logo(name: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64"><rect width="160" height="64" rx="8" fill="${color}"/><text x="80" y="38" font-family="Arial" font-size="16" fill="#fff" text-anchor="middle">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const partners: CarouselItem[] = [
  { id: 'a100', src: logo('A-100', '#2e7d3b'), alt: 'A-100' },
  { id: 'gpn', src: logo('Газпромнефть', '#1d5fa8'), alt: 'Газпромнефть' },
  { id: 'rn', src: logo('РН-Запад', '#c62d26'), alt: 'РН-Запад' },
  { id: 'tatneft', src: logo('Татнефть', '#1a1d1f'), alt: 'Татнефть' },
  { id: 'lukoil', src: logo('Лукойл', '#a8231d'), alt: 'Лукойл' },
  { id: 'united', src: logo('Объединённая компания', '#4a5258'), alt: 'Объединённая компания' },
];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: {
    items: partners,
    visibleCount: 4,
    labels: {
      region: 'Наши партнёры',
      previous: 'Предыдущие логотипы',
      next: 'Следующие логотипы',
    },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Предыдущие логотипы' })).toBeDisabled();
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
  },
};

export const AtEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Следующие логотипы' });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('img', { name: 'Объединённая компания' })).toBeVisible();
  },
};

/** The block's heading inside: on phones the buttons share its line. */
export const WithHeading: Story = {
  args: { heading: <h2 style={{ margin: 0 }}>Наши партнёры</h2> },
};

export const WithLinks: Story = {
  args: {
    items: partners.map((partner) => ({ ...partner, href: `https://example.com/${partner.id}` })),
  },
};

/** The second logo points to a missing file: it disappears and five remain. */
export const BrokenImage: Story = {
  args: {
    items: partners.map((partner) =>
      partner.id === 'gpn' ? { ...partner, src: '/missing-logo-for-the-story.png' } : partner,
    ),
  },
};

export const FewerThanVisible: Story = {
  args: { items: partners.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Предыдущие логотипы' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Следующие логотипы' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { items: [] } };

export const Narrow: Story = { ...narrow, args: { visibleCount: 4 } };
