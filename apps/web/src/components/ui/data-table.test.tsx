import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DataTable, type DataColumn } from './data-table';

type Row = { id: number; name: string; points: number };
const rows: Row[] = [
  { id: 1, name: 'Saka', points: 12 },
  { id: 2, name: 'Salah', points: 9 },
];
const columns: DataColumn<Row>[] = [
  { header: 'Player', rowHeader: true, cell: (r) => r.name },
  { header: 'Pts', numeric: true, sort: 'descending', cell: (r) => r.points },
];

describe('a data table', () => {
  it('heads its columns and rows, numbers centred, inside a scroller, named by its caption', () => {
    const { container } = render(
      <DataTable
        caption="Players"
        className="players"
        rows={rows}
        rowKey={(r) => r.id}
        columns={columns}
      />,
    );
    const table = screen.getByRole('table', { name: 'Players' });
    expect(table.className).toBe('table players');
    expect(container.firstElementChild!.className).toBe('table-scroll');
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((h) => [h.textContent, h.getAttribute('scope'), h.className])).toEqual([
      ['Player', 'col', ''],
      ['Pts', 'col', 'table__num'],
    ]);
    expect(heads[1]!.getAttribute('aria-sort')).toBe('descending');
    const first = within(table).getByRole('rowheader', { name: 'Saka' });
    expect(first.getAttribute('scope')).toBe('row');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(container.querySelector('tbody td')!.className).toBe('table__num');
    expect(container.querySelector('tbody td')!.textContent).toBe('12');
  });

  it('marks the own row, takes its name from a label, and leaves the scroller out on request', () => {
    const { container } = render(
      <DataTable
        scroll={false}
        label="Standings"
        rows={rows}
        rowKey={(r) => r.id}
        rowClassName={(r) => (r.id === 2 ? 'mine' : undefined)}
        currentRow={(r) => r.id === 2}
        columns={[{ ...columns[0]!, className: 'who', cellClassName: 'cell' }]}
      />,
    );
    expect(container.firstElementChild!.tagName).toBe('TABLE');
    screen.getByRole('table', { name: 'Standings' });
    const trs = container.querySelectorAll('tbody tr');
    expect(trs[1]!.className).toBe('mine');
    expect(trs[1]!.getAttribute('aria-current')).toBe('true');
    expect(trs[0]!.hasAttribute('aria-current')).toBe(false);
    expect(container.querySelector('thead th')!.className).toBe('who');
    expect(container.querySelector('tbody th')!.className).toBe('who cell');
  });

  it('says when it is empty: in a paragraph instead of the table, or in a full-width row', () => {
    const { container } = render(
      <DataTable rows={[]} rowKey={(r: Row) => r.id} columns={columns} empty="Nothing yet." />,
    );
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelector('p')!.textContent).toBe('Nothing yet.');
    cleanup();
    const row = render(
      <DataTable
        rows={[]}
        rowKey={(r: Row) => r.id}
        columns={columns}
        emptyRow="No winners"
        footer={
          <tr>
            <td colSpan={2}>Total</td>
          </tr>
        }
      />,
    ).container;
    const cell = row.querySelector('tbody td')!;
    expect(cell.textContent).toBe('No winners');
    expect(cell.getAttribute('colspan')).toBe('2');
    expect(row.querySelector('tfoot td')!.textContent).toBe('Total');
  });
});
