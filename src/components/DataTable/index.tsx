import type {ReactNode} from 'react';
import clsx from 'clsx';
import TableScroll from '@site/src/components/TableScroll';
import {inlineStackedTableClass, stackedFromColumns, stackedTableClass} from '@site/src/components/TableScroll/label';

/** One column of a DataTable: its heading and what each row shows in it; a rowHeader column's cells head their rows. */
export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  rowHeader?: boolean;
};

type DataTableProps<Row> = {
  /** The accessible name of the table's scroll box. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The id of a row's <tr>, when rows are link targets. */
  rowId?: (row: Row) => string;
  /** The class of the <table>. */
  className?: string;
  /**
   * On a phone, each row becomes a card whose cells carry their column's heading, instead of a table to swipe: each cell
   * below the other, or with `'inline'`, side by side after their headings, for short values such as Yes and No.
   * Tables of three or more columns stack unless told not to, as Markdown tables do (rehype-scrollable-tables).
   */
  stackOnPhones?: boolean | 'inline';
};

/** A table rendered by a component, in its scroll box: one heading per column, then one row per item. */
export default function DataTable<Row>({label, columns, rows, rowKey, rowId, className, stackOnPhones = columns.length >= stackedFromColumns}: DataTableProps<Row>): ReactNode {
  return (
    <TableScroll label={label}>
      <table className={clsx(className, stackOnPhones && stackedTableClass, stackOnPhones === 'inline' && inlineStackedTableClass) || undefined}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} id={rowId?.(row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} data-label={stackOnPhones ? column.header : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
