import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { ToastRegion, type ToastMessage } from './Toast';
import { Button } from '../button/Button';

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  args: {
    toasts: [{ id: 1, message: 'Новость «Летняя акция» сохранена' }],
    onDismiss: fn(),
    dismissLabel: 'Закрыть уведомление',
    duration: 0,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A save confirmed. */
export const Saved: Story = {};

export const Stacked: Story = {
  args: {
    toasts: [
      { id: 1, message: 'Новость удалена' },
      { id: 2, tone: 'info', message: 'Скопировано строк: 12' },
      { id: 3, tone: 'error', message: 'Не удалось скопировать результат' },
    ],
  },
};

export const LongRussianText: Story = { args: { toasts: [{ id: 1, message: longRussianText }] } };

export const Narrow: Story = { ...narrow };

/** Toasts added by a button, closing themselves after six seconds. */
export const Live: Story = {
  args: { toasts: [], duration: 6000 },
  render: function LiveToasts(args) {
    const [toasts, setToasts] = useState<ToastMessage[]>([]);
    return (
      <div style={{ padding: 16 }}>
        <Button
          onClick={() =>
            setToasts((list) => [...list, { id: Date.now(), message: 'Изменения сохранены' }])
          }
        >
          Сохранить
        </Button>
        <ToastRegion
          {...args}
          toasts={toasts}
          onDismiss={(id) => setToasts((list) => list.filter((toast) => toast.id !== id))}
        />
      </div>
    );
  },
};
