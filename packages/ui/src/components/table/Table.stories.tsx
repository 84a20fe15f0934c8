import type { Meta, StoryObj } from '@storybook/react-vite';
import { longRussianText, narrow } from '../../internal/story-helpers';
import { Button } from '../button/Button';
import type { TableColumn } from './Table';
import { Table } from './Table';

interface Admin {
  id: number;
  username: string;
  role: string;
  createdAt: string;
}

const admins: Admin[] = [
  { id: 1, username: 'root', role: 'superadmin', createdAt: '01.02.2024' },
  { id: 2, username: 'editor', role: 'admin', createdAt: '15.03.2024' },
  { id: 3, username: 'news', role: 'admin', createdAt: '30.04.2024' },
];

const columns: TableColumn<Admin>[] = [
  { key: 'id', header: 'ID', align: 'end' },
  { key: 'username', header: 'Имя пользователя', rowHeader: true },
  { key: 'role', header: 'Роль' },
  { key: 'createdAt', header: 'Создан' },
];

const withActions: TableColumn<Admin>[] = [
  ...columns,
  {
    key: 'actions',
    header: 'Действия',
    render: (admin) => (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="sm" variant="secondary" aria-label={`Изменить ${admin.username}`}>
          Изменить
        </Button>
        <Button size="sm" variant="danger" aria-label={`Удалить ${admin.username}`}>
          Удалить
        </Button>
      </div>
    ),
  },
];

// Table is generic; Storybook's Meta sees it with unknown rows, so args are typed by the story data.
const meta = {
  title: 'Data/Table',
  component: Table<Admin>,
  args: {
    caption: 'Администраторы',
    columns,
    rows: admins,
    rowKey: (admin: Admin) => admin.id,
    emptyText: 'Администраторов пока нет',
  },
  argTypes: {
    columns: { control: false },
    rowKey: { control: false },
    renderCell: { control: false },
  },
} satisfies Meta<typeof Table<Admin>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = { args: { columns: withActions } };

export const Empty: Story = { args: { rows: [] } };

export const CaptionHidden: Story = { args: { captionHidden: true } };

export const RenderCell: Story = {
  args: {
    renderCell: (admin, column) =>
      column.key === 'role' ? (
        <strong>{admin.role.toUpperCase()}</strong>
      ) : (
        String(admin[column.key as keyof Admin])
      ),
  },
};

export const LongRussianText: Story = {
  args: { rows: [...admins, { id: 4, username: longRussianText, role: 'admin', createdAt: '—' }] },
};

export const Narrow: Story = { ...narrow, args: { columns: withActions } };
