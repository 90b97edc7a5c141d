/**
 * The admin's own screens' tables: a heading row, then a row a record, a text cell or what the
 * screen puts there (a link, a badge, buttons), and what to say when there is no record.
 */
import type * as React from 'react';
import { Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';

export interface TableRow {
  key: string;
  /** One a heading: text and numbers are written as they come. */
  cells: React.ReactNode[];
}

export function DataTable({
  label,
  headings,
  rows,
  empty,
  wrap = [],
}: {
  /** Names the table for a screen reader where no heading above it does. */
  label?: string;
  headings: string[];
  rows: TableRow[];
  /** Said in one row when there is no record (none: the table stays empty). */
  empty?: string;
  /** The headings of the columns whose text wraps (long text). */
  wrap?: string[];
}) {
  const shownEmpty = rows.length === 0 && empty !== undefined;
  return (
    <Table colCount={headings.length} rowCount={(shownEmpty ? 1 : rows.length) + 1} aria-label={label}>
      <Thead>
        <Tr>
          {headings.map((heading) => (
            <Th key={heading}>
              <Typography variant="sigma">{heading}</Typography>
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {shownEmpty && (
          <Tr>
            <Td colSpan={headings.length}>
              <Typography textColor="neutral700">{empty}</Typography>
            </Td>
          </Tr>
        )}
        {rows.map((row) => (
          <Tr key={row.key}>
            {row.cells.map((cell, index) => (
              <Td key={headings[index]} style={wrap.includes(headings[index]) ? { whiteSpace: 'normal' } : undefined}>
                {typeof cell === 'string' || typeof cell === 'number' ? <Typography>{cell}</Typography> : cell}
              </Td>
            ))}
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}
