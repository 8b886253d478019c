import {
  IMPORT_COLUMN_LABELS,
  IMPORT_COLUMNS,
  readImportRow,
  type ImportColumn,
  type ImportRowValues,
} from '@app/shared';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';

export interface ImportRowEditorProps {
  row: number;
  /** The cells as edited so far: kept by the preview, so they survive the table turning into cards. */
  draft: ImportRowValues;
  onChange: (draft: ImportRowValues) => void;
  categories: readonly string[];
  onSave: () => void;
  onCancel: () => void;
}

/**
 * One row's cells as a small form, each error under its own field as the donor types (the same
 * rules as the server's); an unknown category offers the nearest valid one in one click.
 */
export function ImportRowEditor({ row, draft, onChange, categories, onSave, onCancel }: ImportRowEditorProps) {
  const errors = useMemo(() => readImportRow(draft, categories).errors, [draft, categories]);
  const formRef = useRef<HTMLFormElement>(null);
  const errorOf = (column: ImportColumn) => errors.find((error) => error.column === column);
  const set = (column: ImportColumn, value: string) => onChange({ ...draft, [column]: value });

  useEffect(() => {
    // Focus goes to the first field in error, else the first field, so the keyboard starts where the fix is.
    const firstError = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (firstError ?? formRef.current?.querySelector<HTMLElement>('input, textarea'))?.focus();
    // Only when the editor opens: the focus must not jump while the donor types.
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form ref={formRef} onSubmit={submit} aria-label={`Edit row ${row}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {IMPORT_COLUMNS.map((column) => {
            const error = errorOf(column);
            const common = {
              label: IMPORT_COLUMN_LABELS[column],
              value: draft[column],
              error: error?.message,
            };
            return (
              <Stack key={column} gap={4}>
                {column === 'description' ? (
                  <Textarea
                    {...common}
                    autosize
                    minRows={1}
                    maxRows={4}
                    onChange={(e) => set(column, e.currentTarget.value)}
                  />
                ) : (
                  <TextInput {...common} onChange={(e) => set(column, e.currentTarget.value)} />
                )}
                {error?.suggestion && (
                  <Button size="compact-sm" variant="light" onClick={() => set(column, error.suggestion!)}>
                    Use {error.suggestion}
                  </Button>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Save row {row}</Button>
        </Group>
      </Stack>
    </form>
  );
}
