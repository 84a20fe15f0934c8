import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './Table';

interface Row {
  id: number;
  title: string;
  date: string | null;
}

const columns = [
  { key: 'id', header: 'ID' },
  { key: 'title', header: 'Заголовок', rowHeader: true },
  { key: 'date', header: 'Дата' },
];

describe('Table', () => {
  it('is named by its caption and shows the row values', () => {
    render(
      <Table<Row>
        caption="Новости"
        columns={columns}
        rows={[{ id: 7, title: 'Открытие АЗС', date: null }]}
        rowKey={(row) => row.id}
        emptyText="Пусто"
      />,
    );
    const table = screen.getByRole('table', { name: 'Новости' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Заголовок', 'Дата']);
    expect(within(table).getByRole('rowheader', { name: 'Открытие АЗС' })).toBeInTheDocument();
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual(['7', '']);
    expect(screen.getByRole('region', { name: 'Новости' })).toHaveAttribute('tabindex', '0');
  });

  it('uses renderCell, with a column render taking precedence', () => {
    render(
      <Table<Row>
        caption="Новости"
        columns={[
          ...columns.slice(0, 2),
          { key: 'date', header: 'Дата', render: (row) => row.date ?? '—' },
        ]}
        rows={[{ id: 1, title: 'А', date: null }]}
        rowKey={(row) => row.id}
        renderCell={(row, column) => `[${String(row[column.key as keyof Row])}]`}
        emptyText="Пусто"
      />,
    );
    expect(screen.getAllByRole('cell').map((td) => td.textContent)).toEqual(['[1]', '—']);
    expect(screen.getByRole('rowheader')).toHaveTextContent('[А]');
  });

  it('shows the empty text across all columns', () => {
    render(
      <Table<Row>
        caption="Новости"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyText="Новостей нет"
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Новостей нет' });
    expect(cell).toHaveAttribute('colspan', '3');
  });
});
