import {
  IMPORT_COLUMN_LABELS,
  IMPORT_COLUMNS,
  IMPORT_TEMPLATE_FILE_NAMES,
  importTemplateCsv,
  LISTING_IMPORT_LIMITS,
  REQUIRED_IMPORT_COLUMNS,
  type ImportPreview,
} from '@app/shared';
import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#src/lib/api-client';
import { formatNumber } from '#src/lib/format';
import {
  listingImportTemplateXlsxUrl,
  usePreviewListingImport,
} from '#src/features/donor-dashboard/api/listing-imports';

/** Saves the CSV template through a link the browser downloads, made when asked for. */
function downloadCsvTemplate() {
  const url = URL.createObjectURL(new Blob([importTemplateCsv()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = IMPORT_TEMPLATE_FILE_NAMES.csv;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** What the file picker offers; the server tells the format from the content, whatever the name. */
const ACCEPTED_FILES = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

const optional = IMPORT_COLUMNS.filter((column) => !REQUIRED_IMPORT_COLUMNS.includes(column));

/** The first step: the template, what each column holds, and the file to check. */
export function ImportFileStep({ onPreview }: { onPreview: (preview: ImportPreview) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewListingImport();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    preview.mutate(file, { onSuccess: onPreview });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">
          List many items at once from a spreadsheet, an Excel workbook (.xlsx, its first sheet) or a CSV file: up to{' '}
          {formatNumber(LISTING_IMPORT_LIMITS.maxRows)} rows and {LISTING_IMPORT_LIMITS.maxBytes / 1_048_576} MB. You
          check every row before anything is listed.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Required: {REQUIRED_IMPORT_COLUMNS.map((column) => IMPORT_COLUMN_LABELS[column]).join(', ')}.
          </List.Item>
          <List.Item>Optional: {optional.map((column) => IMPORT_COLUMN_LABELS[column]).join(', ')}.</List.Item>
          <List.Item>
            Delivery options: donor_ships, nonprofit_pickup or electronic, separated by semicolons. Image URLs: up to
            three http(s) addresses separated by spaces; the pictures are added after the listings.
          </List.Item>
          <List.Item>
            A row whose SKU (or, without a SKU, whose title) one of your listings already has is skipped, so importing
            the same file again lists nothing twice.
          </List.Item>
        </List>
        <Group gap="sm">
          <Button
            component="a"
            href={listingImportTemplateXlsxUrl}
            download={IMPORT_TEMPLATE_FILE_NAMES.xlsx}
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Download Excel template
          </Button>
          <Button variant="light" leftSection={<IconDownload size={18} aria-hidden />} onClick={downloadCsvTemplate}>
            Download CSV template
          </Button>
        </Group>
        <FileInput
          label="Spreadsheet (Excel or CSV)"
          placeholder="Choose an .xlsx or .csv file"
          accept={ACCEPTED_FILES}
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            preview.reset();
          }}
          clearable
        />
        {preview.isError && (
          <Alert color="red" title="The file could not be read" role="alert">
            {errorMessage(preview.error, 'Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!file} loading={preview.isPending}>
            Check rows
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
