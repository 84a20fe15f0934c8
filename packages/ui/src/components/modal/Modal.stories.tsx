import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { ErrorLine } from '../alert/Alert';
import { Button } from '../button/Button';
import { PasswordField } from '../password-field/PasswordField';
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
  // An open modal covers its frame and makes the rest of it inert: on the Docs page each story
  // gets its own frame instead of covering the page.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
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

/**
 * Opening moves focus in and makes the page behind inert; Escape closes it, the page is live
 * again and focus returns to the opener.
 */
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
    await expect(opener.closest('[inert]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(opener.closest('[inert]')).toBeNull();
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

function FormModal({
  formError,
  sending = false,
  ...args
}: ModalProps & { formError?: string; sending?: boolean }) {
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Modal
      {...args}
      title="Новый администратор"
      initialFocusRef={firstField}
      footer={
        <>
          <Button variant="secondary" disabled={sending}>
            Отмена
          </Button>
          <Button type="submit" form="story-admin-form" loading={sending} loadingLabel="Создание…">
            Создать
          </Button>
        </>
      }
    >
      <form id="story-admin-form" style={{ display: 'grid', gap: 12 }}>
        <fieldset
          disabled={sending}
          style={{ display: 'grid', gap: 12, margin: 0, padding: 0, border: 0 }}
        >
          <TextField ref={firstField} label="Имя пользователя" defaultValue="editor" />
          <PasswordField label="Пароль" defaultValue="secret" />
        </fieldset>
        <ErrorLine message={formError} />
      </form>
    </Modal>
  );
}

export const WithForm: Story = { render: (args) => <FormModal {...args} /> };

/** The console's create/edit form after a refused save: the server's message under the fields. */
export const WithFormError: Story = {
  render: (args) => <FormModal {...args} formError="Администратор с таким именем уже существует" />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Администратор с таким именем уже существует',
    );
  },
};

/** While the form is sent: fields and Cancel disabled, the submit button reads «Создание…». */
export const FormSending: Story = {
  render: (args) => <FormModal {...args} sending />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Создание…' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Имя пользователя')).toBeDisabled();
  },
};

export const WithFormErrorLongRussianText: Story = {
  render: (args) => <FormModal {...args} formError={longRussianText} />,
};

/** A notice to read first (the cookie dialog): the focus lands on the heading, not the first link. */
export const FocusOnTitle: Story = {
  args: { focusTitle: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('heading')).toHaveFocus());
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const LongRussianText: Story = {
  args: { title: longRussianText, children: <p>{`${longRussianText} `.repeat(12)}</p>, size: 'lg' },
};

export const Narrow: Story = { ...narrow, args: { title: longRussianText } };
