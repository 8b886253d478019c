import { LISTING_IMPORT_LIMITS, type ImportPreview, type ImportRowValues, type ListingImport } from '@app/shared';
import { Alert, Button, Group, Pagination, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useMemo, useRef, useState } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { formatNumber } from '#src/lib/format';
import { useConfirmListingImport } from '#src/features/donor-dashboard/api/listing-imports';
import { ImportPreviewCards } from './import-preview-cards';
import { ImportPreviewTable } from './import-preview-table';
import { ImportRowEditor } from './import-row-editor';
import { checkPreviewRows, countRows, rowMatches, type RowFilter } from './preview-rows';

const FILTER_LABELS: Record<RowFilter, string> = {
  errors: 'Rows with errors',
  create: 'Will be listed',
  already_listed: 'Already listed',
  all: 'All rows',
};
const PAGE_SIZE = LISTING_IMPORT_LIMITS.previewPageSize;

export interface ImportPreviewStepProps {
  donorId: number;
  preview: ImportPreview;
  onBack: () => void;
  onDone: (result: ListingImport) => void;
}

/**
 * Every row of the file, a page at a time (rows with errors first when there are any), each error
 * in its cell; the donor edits rows here or goes back for another file, then confirms.
 */
export function ImportPreviewStep({ donorId, preview, onBack, onDone }: ImportPreviewStepProps) {
  const [values, setValues] = useState(() => preview.rows.map(({ row, values: cells }) => ({ row, values: cells })));
  const rows = useMemo(() => checkPreviewRows(values, preview), [values, preview]);
  const counts = useMemo(() => countRows(rows), [rows]);
  const [filter, setFilter] = useState<RowFilter>(() => (countRows(preview.rows).errors > 0 ? 'errors' : 'all'));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<ImportRowValues | null>(null);
  const confirm = useConfirmListingImport(donorId);
  // A table from 600px; below it each row is a card, so a row's errors are never off to the side.
  const wide = useMediaQuery('(min-width: 37.5em)', true, { getInitialValueInEffect: false });
  const RowsView = wide ? ImportPreviewTable : ImportPreviewCards;
  const filterLabelId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);

  // The row being edited stays in view even once its fix moves it out of the filter.
  const shown = useMemo(
    () => rows.filter((row) => row.row === editing || rowMatches(row, filter)),
    [rows, filter, editing],
  );
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const pageRows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  /**
   * Once the editor closes, focus goes back to the row's Edit button, or to the summary when the
   * fix took the row out of the filter shown.
   */
  const closeEditor = (row: number) => {
    setEditing(null);
    requestAnimationFrame(() => {
      const button = tableRef.current?.querySelector<HTMLElement>(`[data-edit-row="${row}"]`);
      (button ?? summaryRef.current)?.focus();
    });
  };
  const edit = (row: number) => {
    if (editing === row) return setEditing(null);
    setDraft(values.find((entry) => entry.row === row)!.values);
    setEditing(row);
  };
  const save = (row: number, cells: ImportRowValues) => {
    setValues((all) => all.map((entry) => (entry.row === row ? { row, values: cells } : entry)));
    closeEditor(row);
  };
  const editor = editing !== null && draft && (
    <ImportRowEditor
      row={editing}
      draft={draft}
      onChange={setDraft}
      categories={preview.categories}
      onSave={() => save(editing, draft)}
      onCancel={() => closeEditor(editing)}
    />
  );
  const submit = () =>
    confirm.mutate({ file_name: preview.file_name, rows: values }, { onSuccess: (result) => onDone(result) });

  return (
    <Stack gap="md">
      <Text ref={summaryRef} tabIndex={-1} role="status" aria-live="polite">
        {preview.file_name}: {formatNumber(counts.all)} rows. {formatNumber(counts.create)} will be listed,{' '}
        {formatNumber(counts.errors)} with errors, {formatNumber(counts.already_listed)} already listed.
      </Text>
      {counts.errors > 0 && (
        <Text size="sm" c="dimmed">
          Rows with errors are skipped when you confirm. Fix them with Edit, or correct the file and upload it again.
        </Text>
      )}
      <Stack gap={4}>
        <Text id={filterLabelId} component="span" size="sm" fw={500}>
          Show
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={(next) => {
            setFilter(next as RowFilter);
            setPage(1);
          }}
          data={(Object.keys(FILTER_LABELS) as RowFilter[]).map((value) => ({
            value,
            label: `${FILTER_LABELS[value]} (${formatNumber(counts[value])})`,
          }))}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', flexWrap: 'wrap' }}
        />
      </Stack>
      {shown.length === 0 ? (
        <Text>No rows to show here.</Text>
      ) : (
        <RowsView ref={tableRef} rows={pageRows} editing={editing} onEdit={edit} editor={editor} />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
      {confirm.isError && (
        <Alert color="red" title="Nothing was listed" role="alert">
          {errorMessage(confirm.error, 'Please try again.')}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Upload another file
        </Button>
        <Button onClick={submit} disabled={counts.create === 0 || editing !== null} loading={confirm.isPending}>
          {`List ${formatNumber(counts.create)} ${counts.create === 1 ? 'item' : 'items'}`}
        </Button>
      </Group>
    </Stack>
  );
}
