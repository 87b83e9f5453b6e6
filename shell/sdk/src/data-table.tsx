/**
 * A table described by its columns: a header and a cell renderer each. The remotes' list tables (parts, where used,
 * invitations, RFQ lines) only say what each column shows; the frame, header row and rows are drawn here.
 */
import type { ReactNode } from 'react';
import { Table, type TableCellProps, type TableColumnHeaderProps, type TableRootProps, type TableRowProps } from '@chakra-ui/react';

export interface DataColumn<Row> {
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** 'end' for numbers. */
  align?: 'start' | 'end';
  headerProps?: TableColumnHeaderProps;
  cellProps?: TableCellProps;
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  columns: readonly DataColumn<Row>[];
  /** Per-row attributes (a test id, top alignment). */
  rowProps?: (row: Row) => TableRowProps & { 'data-testid'?: string };
  interactive?: TableRootProps['interactive'];
}

export function DataTable<Row>({ label, rows, rowKey, columns, rowProps, interactive }: DataTableProps<Row>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" aria-label={label} interactive={interactive}>
        <Table.Header bg="bg.subtle">
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader key={index} textAlign={column.align} {...column.headerProps}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, rowIndex) => (
            <Table.Row key={rowKey(row, rowIndex)} {...rowProps?.(row)}>
              {columns.map((column, index) => (
                <Table.Cell key={index} textAlign={column.align} {...column.cellProps}>
                  {column.cell(row, rowIndex)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
