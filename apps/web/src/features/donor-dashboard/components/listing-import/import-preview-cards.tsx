import { IMPORT_COLUMN_LABELS, IMPORT_COLUMNS } from '@app/shared';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { ImportPreviewRowsProps } from './import-preview-table';
import classes from './import-preview.module.css';
import { rowStatusLabel, STATUS_COLOR, stateOf } from './preview-rows';

/** Cells that hold sentences or addresses: the card gives them its whole width. */
const WIDE = new Set(['description', 'image_urls']);

/**
 * One page of the preview under 600px: each row a card with its number, status and Edit button,
 * then every cell as a label and value with its error beneath, so nothing hides off to the side
 * (docs/product.md, Bulk listing; the tax report's donation cards do the same). The row being
 * edited opens inside its card.
 */
export function ImportPreviewCards({ ref, rows, editing, onEdit, editor }: ImportPreviewRowsProps) {
  return (
    <div ref={ref}>
      <ul className={classes.cards} aria-label="Rows of the file">
        {rows.map((entry) => {
          const state = stateOf(entry);
          return (
            <li key={entry.row} className={classes.card} aria-labelledby={`import-row-${entry.row}`}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap">
                  <Text component="h3" id={`import-row-${entry.row}`} fw={700} size="sm" m={0}>
                    Row {entry.row}
                  </Text>
                  <Badge color={STATUS_COLOR[state]} variant="light" className={classes.badge}>
                    {rowStatusLabel(entry)}
                  </Badge>
                </Group>
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
              </Group>
              {editing === entry.row ? (
                <div className={classes.cardEditor}>{editor}</div>
              ) : (
                <dl className={classes.facts}>
                  {IMPORT_COLUMNS.map((column) => {
                    const error = entry.errors.find((candidate) => candidate.column === column);
                    return (
                      <div
                        key={column}
                        className={classes.fact}
                        data-wide={WIDE.has(column) ? true : undefined}
                        data-error={error ? true : undefined}
                      >
                        <dt className={classes.factLabel}>{IMPORT_COLUMN_LABELS[column]}</dt>
                        <dd className={classes.factValue}>
                          {entry.values[column] || '—'}
                          {error && <span className={classes.error}>{error.message}</span>}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
