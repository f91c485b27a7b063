import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table.js';

interface Payment {
  id: string;
  who: string;
  amount: string;
}

const columns: DataColumn<Payment>[] = [
  { key: 'who', header: 'Name', cell: (row) => row.who },
  { key: 'amount', header: 'Amount', cell: (row) => <strong>{row.amount}</strong> },
];

describe('DataTable', () => {
  it('is a named table inside a labelled scroll region that takes keyboard focus', () => {
    render(<DataTable caption="Payments" columns={columns} rows={[{ id: '1', who: 'Asha', amount: '₹10' }]} rowKey={(r) => r.id} empty="None" />);
    const region = screen.getByRole('region', { name: 'Payments' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Amount']);
  });

  it("labels every cell with its column's heading, for the stacked layout", () => {
    const rows = [
      { id: '1', who: 'Asha', amount: '₹10' },
      { id: '2', who: 'Ravi', amount: '₹20.50' },
    ];
    render(<DataTable caption="Payments" columns={columns} rows={rows} rowKey={(r) => r.id} empty="None" />);
    const [, ...bodyRows] = screen.getAllByRole('row');
    expect(bodyRows.map((row) => within(row).getAllByRole('cell').map((td) => [td.getAttribute('data-label'), td.textContent]))).toEqual([
      [['Name', 'Asha'], ['Amount', '₹10']],
      [['Name', 'Ravi'], ['Amount', '₹20.50']],
    ]);
  });

  it('shows the empty text across all columns when there are no rows', () => {
    render(<DataTable caption="Payments" columns={columns} rows={[]} rowKey={(r) => r.id} empty="No payments" />);
    const cell = screen.getByRole('cell', { name: 'No payments' });
    expect(cell).toHaveAttribute('colspan', '2');
    expect(cell).not.toHaveAttribute('data-label');
  });
});
