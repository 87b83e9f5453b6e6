import { render, screen, within } from '@testing-library/react';
import { ForgeUIProvider } from './ui';
import { DataTable, type DataColumn } from './data-table';

interface Row {
  id: string;
  name: string;
  qty: number;
}

const columns: DataColumn<Row>[] = [
  { header: '#', cell: (_row, index) => index + 1 },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Qty', align: 'end', cell: (row) => String(row.qty) },
];

describe('DataTable', () => {
  it('draws one header per column and one row per item, each cell from its column', () => {
    const rows: Row[] = [
      { id: 'a', name: 'Bracket', qty: 4 },
      { id: 'b', name: 'Shaft', qty: 12 },
    ];
    render(
      <ForgeUIProvider>
        <DataTable label="Parts" rows={rows} rowKey={(row) => row.id} columns={columns} rowProps={(row) => ({ 'data-testid': `row-${row.id}` })} />
      </ForgeUIProvider>,
    );
    const table = screen.getByRole('table', { name: 'Parts' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Name', 'Qty']);
    const second = screen.getByTestId('row-b');
    expect(within(second).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', 'Shaft', '12']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
