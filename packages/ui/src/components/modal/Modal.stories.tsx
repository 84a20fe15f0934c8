import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Button } from '../button/Button';
import { TextField } from '../text-field/TextField';
import type { ModalProps } from './Modal';
import { Modal } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Удалить администратора?',
    closeLabel: 'Закрыть',
    onClose: fn(),
    children: <p>Администратор editor будет удалён без возможности восстановления.</p>,
  },
  argTypes: {
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page with an opener button: the usual way a modal lives. */
function WithOpener(props: ModalProps & { openerLabel?: string }) {
  const { openerLabel = 'Открыть', ...modal } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{openerLabel}</Button>
      <Modal
        {...modal}
        open={open}
        onClose={() => {
          modal.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Closed: Story = {
  render: (args) => <WithOpener {...args} openerLabel="Удалить" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Opening moves focus in, Escape closes it and focus returns to the opener. */
export const OpenAndEscape: Story = {
  render: (args) => (
    <WithOpener
      {...args}
      openerLabel="Удалить"
      footer={
        <>
          <Button variant="secondary">Отмена</Button>
          <Button variant="danger">Удалить</Button>
        </>
      }
    />
  ),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = page.getByRole('button', { name: 'Удалить' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Удалить администратора?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Open: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Отмена</Button>
        <Button variant="danger">Удалить</Button>
      </>
    ),
  },
};

export const Sending: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary" disabled>
          Отмена
        </Button>
        <Button variant="danger" loading loadingLabel="Удаление…">
          Удалить
        </Button>
      </>
    ),
  },
};

function FormModal(args: ModalProps) {
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal
      {...args}
      title="Новый администратор"
      initialFocusRef={firstField}
      footer={<Button type="submit">Создать</Button>}
    >
      <form style={{ display: 'grid', gap: 12 }}>
        <TextField ref={firstField} label="Имя пользователя" />
        <TextField label="Пароль" type="password" error="Пароль слишком короткий" />
      </form>
    </Modal>
  );
}

export const WithForm: Story = { render: (args) => <FormModal {...args} /> };

export const Small: Story = { args: { size: 'sm' } };

export const LongRussianText: Story = {
  args: { title: longRussianText, children: <p>{`${longRussianText} `.repeat(12)}</p>, size: 'lg' },
};

export const Narrow: Story = { ...narrow, args: { title: longRussianText } };
