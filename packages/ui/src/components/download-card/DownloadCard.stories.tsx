import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { DownloadCard } from './DownloadCard';

const meta = {
  title: 'Content/DownloadCard',
  component: DownloadCard,
  args: {
    title: 'Прайс-лист № 03/2024',
    href: '/assets/documents/1.pdf',
    extension: 'pdf',
    actionLabel: 'Скачать',
  },
} satisfies Meta<typeof DownloadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pdf: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute(
      'download',
      // The title's slash would become '_' in Chromium: the name says '-'.
      'Прайс-лист № 03-2024.pdf',
    );
  },
};

export const Doc: Story = {
  args: {
    title: 'Заявление на расторжение договора',
    href: '/assets/documents/2.doc',
    extension: 'doc',
  },
};

export const MissingExtension: Story = {
  name: 'Missing extension (.pdf appended)',
  args: { title: 'Правила пользования картой', extension: '' },
};

export const WithMeta: Story = { args: { meta: 'PDF, 120 КБ' } };

export const LongRussianText: Story = { args: { title: longRussianText } };

export const Narrow: Story = {
  ...narrow,
  args: { title: longRussianText, meta: 'DOC, 45 КБ', extension: 'doc' },
};
