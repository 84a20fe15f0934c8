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

/** The SQL Explorer's "no rows" text under the result's header. */
export const EmptyQueryResult: Story = {
  args: { caption: 'Результат', rows: [], emptyText: 'Запрос не вернул ни одной строки' },
};

export const EmptyLongRussianText: Story = { args: { rows: [], emptyText: longRussianText } };

/** A wide SQL result: many columns and empty (NULL) cells; the region scrolls sideways. */
export const ManyColumns: Story = {
  render: () => {
    const keys = [
      'id',
      'slug',
      'priority',
      'date',
      'startDate',
      'expireDate',
      'titleRu',
      'titleEn',
    ];
    const rows: Array<Record<string, string | null>> = [
      {
        id: '1',
        slug: 'novaya-karta',
        priority: 'A',
        date: '2026-01-05',
        startDate: null,
        expireDate: null,
        titleRu: 'Новая топливная карта для юридических лиц',
        titleEn: 'A new fuel card for companies',
      },
      {
        id: '2',
        slug: 'grafik-raboty',
        priority: 'B',
        date: '2026-01-09',
        startDate: '2026-01-10',
        expireDate: '2026-02-01',
        titleRu: longRussianText,
        titleEn: null,
      },
    ];
    return (
      <Table<Record<string, string | null>>
        caption="Результат"
        columns={keys.map((key) => ({
          key,
          header: key,
          render: (row) => row[key] ?? <em>NULL</em>,
        }))}
        rows={rows}
        rowKey={(_row, index) => index}
        emptyText="Запрос не вернул ни одной строки"
      />
    );
  },
};

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

export const NarrowEmpty: Story = { ...narrow, args: { rows: [], emptyText: longRussianText } };
