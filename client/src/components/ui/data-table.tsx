import type { ReactNode } from 'react';
import './data-table.css';

export interface DataColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Long text (an address, a summary) wraps in the wide layout instead of widening the table. */
  wrap?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table and its scroll region for assistive technology (shown visually hidden). */
  caption: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** A row's own class (a row to notice: the event a check found wrong). */
  rowClassName?: (row: Row) => string | undefined;
  /** A row's element id, so a link can lead to it. */
  rowId?: (row: Row) => string | undefined;
}

/**
 * A table that stays readable on a phone. Where its container is narrower than 48rem
 * (data-table.css) the rows stack:
 * each value shows under its column's heading (`data-label`), so no column is cut off
 * out of sight. Where it is wide enough to be a table but narrower than its columns, it
 * scrolls sideways inside a labelled region that takes keyboard focus, with shadows at the
 * edges that have more to show. The explicit roles keep it a table for screen readers
 * when the stacked layout changes its display.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty, rowClassName, rowId }: DataTableProps<Row>) {
  return (
    <div className="data-table">
      <div className="data-table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table role="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.key} role="columnheader" scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.length === 0 ? (
              <tr role="row" className="data-table-empty">
                <td role="cell" colSpan={columns.length}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr role="row" key={rowKey(row)} className={rowClassName?.(row)} id={rowId?.(row)}>
                  {columns.map((column) => (
                    <td key={column.key} role="cell" data-label={column.header} className={column.wrap ? 'data-table-wrap' : undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
