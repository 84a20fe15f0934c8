import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Заключить договор', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['md', 'lg', 'sm'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Заключить договор' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Для клиентов' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Удалить' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Отмена' } };

/**
 * The two sizes of the public site: lg (52 px) for a page's main call to action, md (44 px) for
 * every other button. Both are at least the 44 px touch target.
 */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="md">
        Средняя
      </Button>
      <Button {...args} size="lg">
        Большая
      </Button>
      <ButtonLink href="/application?type=client" size="lg">
        Стать клиентом
      </ButtonLink>
    </div>
  ),
};

/**
 * The console's scale (review s45b, finding 17; s47c, finding 6b): two sizes — sm 32 px for
 * inline, row and toolbar actions, md 40 px for forms, page heads and dialog or editor footers —
 * set by the product through --button-height-md; 44 px targets below 768 px are the console's
 * own rule. «Отмена» is the ghost variant everywhere.
 */
export const ConsoleScale: Story = {
  render: (args) => (
    <div
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        ['--button-height-md' as string]: '2.5rem',
      }}
    >
      <Button {...args} size="sm" variant="secondary">
        Завершить
      </Button>
      <Button {...args} size="md" variant="secondary">
        Копировать ключ
      </Button>
      <Button {...args} size="md" variant="ghost">
        Отмена
      </Button>
      <Button {...args} size="md">
        Сохранить
      </Button>
    </div>
  ),
};

/** The console's inline, row and toolbar actions (32 px; 44 px targets below 768 px); never on the public site. */
export const ConsoleSmall: Story = {
  args: { size: 'sm', variant: 'secondary', children: 'Изменить' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Отправка…', children: 'Войти' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Отправка…' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The console while a form is sent: Cancel disabled, the action disabled and busy with its
 * sending label (Создание…, Сохранение…, Удаление…, Вход…, Выполнение…).
 */
export const Sending: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="secondary" disabled>
        Отмена
      </Button>
      <Button {...args} loading loadingLabel="Сохранение…">
        Сохранить
      </Button>
      <Button {...args} variant="danger" loading loadingLabel="Удаление…">
        Удалить
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Сохранение…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Удаление…' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Сохранить' })).toBeNull();
  },
};

export const LongRussianText: Story = { args: { children: longRussianText } };

export const LoadingLongRussianText: Story = {
  args: { loading: true, loadingLabel: longRussianText, children: 'Войти' },
};

export const Narrow: Story = { ...narrow, args: { children: longRussianText, fullWidth: true } };

export const AsLink: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <ButtonLink href="/clients/signAndResign" variant={args.variant}>
        Заключить договор
      </ButtonLink>
      <ButtonLink href="https://example.com/map" variant="secondary">
        Поиск АЗС
      </ButtonLink>
    </div>
  ),
};
