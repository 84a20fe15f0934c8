import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/Button';
import { ModalFrame } from './ModalFrame';

/**
 * The modal's look without its behaviour, rendered in place (also on the server): for a notice
 * that shows from the first paint and that a `Modal` takes over once the page is hydrated.
 */
const meta = {
  title: 'Components/Modal/ModalFrame',
  component: ModalFrame,
  args: {
    title: 'Мы используем файлы cookies',
    titleId: 'modal-frame-story-title',
    closeLabel: 'Закрыть',
    children: <p>Технические файлы cookies нужны для работы сайта и включены всегда.</p>,
    footer: (
      <>
        <Button>Принять все</Button>
        <Button variant="secondary">Отказаться</Button>
      </>
    ),
  },
  argTypes: { children: { control: false }, footer: { control: false } },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof ModalFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerRendered: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', {
      name: 'Мы используем файлы cookies',
    });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeVisible();
  },
};
