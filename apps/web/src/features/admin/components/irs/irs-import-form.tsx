import {
  IRS_CONFIRM_COMPLETE_LABEL,
  IRS_FILE_KIND_LABELS,
  IRS_FILE_KINDS,
  isShrinkRefusal,
  type IrsFileKind,
} from '@app/shared';
import { Alert, Button, Checkbox, FileInput, Group, Progress, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconFileUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminIrsImportsQueryKey, useLoadingIrsImport } from '#src/features/admin/api/get-irs-imports';
import { importIrsFile } from '#src/features/admin/api/import-irs-file';
import { ApiError, errorMessage } from '#src/lib/api-client';
import { formatNumber } from '#src/lib/format';

const KIND_OPTIONS = IRS_FILE_KINDS.map((kind) => ({ value: kind, label: IRS_FILE_KIND_LABELS[kind] }));
const KIND_HINTS: Record<IrsFileKind, string> = {
  bmf: 'A region or state file such as eo1.csv or eo_ca.csv; each replaces only the file of the same name.',
  pub78: 'The pipe-delimited Publication 78 download (data-download-pub78.txt).',
  revocations: 'The pipe-delimited automatic revocation list (data-download-revocation.txt).',
};

/** "12.3 MB", or "4 KB" for the small files a test or a state extract may be. */
const megabytes = (bytes: number) =>
  bytes < 1_048_576 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`;
const rowsText = (rows: number) => `${formatNumber(rows)} ${rows === 1 ? 'row' : 'rows'}`;

/**
 * Import one IRS file (docs/product.md, "Checking a nonprofit against IRS data"): the bar follows
 * the upload and the server's rows as they land, stays full with what was imported, and a refusal
 * shows the server's sentence. A file much smaller than the data in use needs the admin's word.
 */
export function IrsImportForm() {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<IrsFileKind>('bmf');
  const [file, setFile] = useState<File | null>(null);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const [uploaded, setUploaded] = useState(0);
  const mutation = useMutation({
    mutationFn: (chosen: File) => importIrsFile({ kind, file: chosen, confirmComplete, onProgress: setUploaded }),
    onSuccess: (result) => {
      notifications.show({
        color: 'green',
        message: `Imported ${rowsText(result.row_count)} from ${result.file_name}.`,
      });
      setConfirmComplete(false);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminIrsImportsQueryKey }),
  });
  const running = mutation.isPending;
  const loading = useLoadingIrsImport(kind, running && file ? file.name : null).data ?? null;
  const refusal = mutation.error;
  const shrink = refusal instanceof ApiError && isShrinkRefusal(refusal.detail);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || running) return;
    setUploaded(0);
    mutation.mutate(file);
  };

  const total = file?.size ?? 0;
  const read = loading?.bytes ?? 0;
  const percent = mutation.isSuccess ? 100 : Math.max(uploaded, total > 0 ? Math.round((read / total) * 100) : 0);
  const progressText = mutation.isSuccess
    ? `Imported ${rowsText(mutation.data.row_count)} from ${mutation.data.file_name}`
    : loading
      ? `Read ${rowsText(loading.row_count)} (${megabytes(read)} of ${megabytes(total)})`
      : `Uploading ${file?.name ?? 'the file'} (${megabytes((uploaded / 100) * total)} of ${megabytes(total)})`;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label="Kind of file"
            data={KIND_OPTIONS}
            value={kind}
            allowDeselect={false}
            disabled={running}
            onChange={(value) => value && setKind(value as IrsFileKind)}
            description={KIND_HINTS[kind]}
            style={{ flex: '1 1 16rem', maxWidth: '26rem' }}
          />
          <FileInput
            label="IRS file"
            placeholder="Choose a .csv or .txt file"
            accept=".csv,.txt,text/csv,text/plain"
            value={file}
            disabled={running}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
            onChange={(chosen) => {
              setFile(chosen);
              mutation.reset();
            }}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            description={file ? megabytes(file.size) : 'Up to 512 MB, as downloaded from the IRS.'}
            style={{ flex: '1 1 16rem', maxWidth: '26rem' }}
          />
        </Group>
        {shrink && (
          <Checkbox
            label={IRS_CONFIRM_COMPLETE_LABEL}
            description="Import it even though it has far fewer rows than the data in use."
            checked={confirmComplete}
            onChange={(event) => setConfirmComplete(event.currentTarget.checked)}
          />
        )}
        <Group>
          <Button type="submit" loading={running} disabled={!file}>
            Import
          </Button>
        </Group>
        {(running || mutation.isSuccess) && (
          <Stack gap={4} aria-live="polite">
            <Progress value={percent} aria-label="Import progress" size="lg" animated={running} />
            <Text size="sm" c="gray.7">
              {progressText}
            </Text>
          </Stack>
        )}
        {mutation.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title="The file was not imported"
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {errorMessage(refusal)}
            </Text>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
