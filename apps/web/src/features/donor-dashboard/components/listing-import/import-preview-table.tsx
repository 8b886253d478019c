import { IMPORT_COLUMN_LABELS, IMPORT_COLUMNS } from '@app/shared';
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode, type Ref } from 'react';
import classes from './import-preview.module.css';
import { rowStatusLabel, STATUS_COLOR, stateOf, type PreviewRow } from './preview-rows';

/** What the table and the phone's cards both take: one page of rows, and the row editor when one is open. */
export interface ImportPreviewRowsProps {
  ref?: Ref<HTMLDivElement>;
  rows: PreviewRow[];
  editing: number | null;
  onEdit: (row: number) => void;
  /** The open row's editor, shown with that row. */
  editor: ReactNode;
}

/** One page of the preview from 600px: every cell with its error in place, and the row being edited opened below it. */
export function ImportPreviewTable({ ref, rows, editing, onEdit, editor }: ImportPreviewRowsProps) {
  return (
    <div ref={ref} className={classes.scroller} tabIndex={0} role="region" aria-label="Rows of the file">
      <Table className={classes.table} striped={false} withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Row</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            {IMPORT_COLUMNS.map((column) => (
              <Table.Th scope="col" key={column}>
                {IMPORT_COLUMN_LABELS[column]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((entry) => {
            const state = stateOf(entry);
            return (
              <Fragment key={entry.row}>
                <Table.Tr>
                  <Table.Th scope="row">{entry.row}</Table.Th>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant={entry.errors.length > 0 ? 'filled' : 'default'}
                      aria-label={`Edit row ${entry.row}`}
                      data-edit-row={entry.row}
                      aria-expanded={editing === entry.row}
                      onClick={() => onEdit(entry.row)}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                  <Table.Td className={classes.status}>
                    <Badge color={STATUS_COLOR[state]} variant="light" className={classes.badge}>
                      {rowStatusLabel(entry)}
                    </Badge>
                  </Table.Td>
                  {IMPORT_COLUMNS.map((column) => {
                    const error = entry.errors.find((candidate) => candidate.column === column);
                    return (
                      <Table.Td key={column} className={classes.cell} data-error={error ? true : undefined}>
                        <span className={classes.value} title={entry.values[column]}>
                          {entry.values[column] || '—'}
                        </span>
                        {error && (
                          <Text component="span" size="xs" className={classes.error}>
                            {error.message}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
                {editing === entry.row && (
                  <Table.Tr className={classes.editor}>
                    <Table.Td colSpan={IMPORT_COLUMNS.length + 3}>
                      <div className={classes.editorBody}>{editor}</div>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
