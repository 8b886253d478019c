import '@mantine/dropzone/styles.css';
import { Alert, Anchor, Button, Group, Input, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, MIME_TYPES, type FileWithPath } from '@mantine/dropzone';
import { IconFileText, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { DropzoneStatusIcon } from '../dropzone-status-icon';
import { formatFileSize, validateDocumentFile, type UploadedDocument } from './upload-document';
import { UploadProgress, UploadSuccess } from './upload-status';
import { useDocumentUpload } from './use-document-upload';

export type { UploadedDocument } from './upload-document';

/** The file picker filters on these; the widget checks the extension and size itself (docs/product.md, Uploads). */
const DOCUMENT_ACCEPT = {
  [MIME_TYPES.pdf]: ['.pdf'],
  [MIME_TYPES.jpeg]: ['.jpg', '.jpeg'],
  [MIME_TYPES.png]: ['.png'],
};

export interface DocumentUploadProps {
  /** Sent as `x-upload-token` when the user is not signed in yet (fresh sign-up). */
  uploadToken?: string | null;
  label?: string;
  /** Called once the server has stored the file. */
  onUploaded?: (result: UploadedDocument) => void;
  /** A document already on file: shown with a link until a new one is uploaded. */
  currentUrl?: string | null;
  description?: string;
  /**
   * Select only: the file is handed to `onFileSelected` and the parent uploads it later
   * (sign-up, where the upload token exists only after the account is created).
   */
  deferUpload?: boolean;
  onFileSelected?: (file: File | null) => void;
  disabled?: boolean;
  /** Focus the file button as the widget appears (it replaced the button the person pressed). */
  autoFocus?: boolean;
}

/** Document widget: drop or pick a PDF/JPG/PNG up to 10 MB, real progress, link to the result. */
export function DocumentUpload({
  uploadToken,
  label = 'Document',
  onUploaded,
  currentUrl,
  description = 'PDF, JPG or PNG, up to 10 MB.',
  deferUpload = false,
  onFileSelected,
  disabled = false,
  autoFocus = false,
}: DocumentUploadProps) {
  const labelId = useId();
  const hintId = useId();
  const upload = useDocumentUpload({ uploadToken, onUploaded });
  const [selected, setSelected] = useState<File | null>(null);
  const openRef = useRef<() => void>(null);

  const handleFiles = (files: readonly FileWithPath[]) => {
    const file = files[0];
    if (!file) return;
    if (!deferUpload) {
      void upload.upload(file);
      return;
    }
    const invalid = validateDocumentFile(file);
    if (invalid) {
      upload.fail(file.name, invalid);
      setSelected(null);
      onFileSelected?.(null);
      return;
    }
    upload.reset();
    setSelected(file);
    onFileSelected?.(file);
  };

  const clearSelection = () => {
    setSelected(null);
    onFileSelected?.(null);
  };

  let body;
  if (upload.status === 'uploading') {
    body = (
      <Stack gap="xs">
        <UploadProgress fileName={upload.fileName ?? 'file'} progress={upload.progress} />
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" size="xs" onClick={upload.reset}>
            Cancel upload
          </Button>
        </Group>
      </Stack>
    );
  } else if (upload.status === 'success' && upload.result) {
    body = (
      <UploadSuccess fileName={upload.result.original_filename} url={upload.result.url}>
        <Anchor component="button" type="button" size="sm" onClick={upload.reset} disabled={disabled}>
          Replace file
        </Anchor>
      </UploadSuccess>
    );
  } else if (deferUpload && selected) {
    body = (
      <Paper withBorder p="sm" radius="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" aria-hidden>
            <IconFileText size={20} />
          </ThemeIcon>
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {selected.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatFileSize(selected.size)} · uploaded when your account is created
            </Text>
          </Stack>
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            onClick={clearSelection}
            disabled={disabled}
            aria-label={`Remove ${selected.name}`}
          >
            Remove
          </Button>
        </Group>
      </Paper>
    );
  } else {
    body = (
      <Dropzone
        onDrop={handleFiles}
        onReject={(rejections) => handleFiles(rejections.map((rejection) => rejection.file))}
        accept={DOCUMENT_ACCEPT}
        multiple={false}
        disabled={disabled}
        openRef={openRef}
        // The zone takes drops; the button inside is the one keyboard and click target (no nested controls).
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        p="lg"
      >
        <Group justify="center" gap="md" wrap="nowrap">
          <DropzoneStatusIcon idle={<IconFileText size={36} color="var(--mantine-color-dimmed)" aria-hidden />} />
          <Stack gap={6} align="flex-start" miw={0}>
            <Text size="sm" fw={500} c="var(--mantine-color-text)">
              Drag the file here, or
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              onClick={() => openRef.current?.()}
              disabled={disabled}
              autoFocus={autoFocus}
              aria-label={`Choose file for ${label}`}
              aria-describedby={hintId}
            >
              Choose file
            </Button>
            <Text id={hintId} size="xs" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    );
  }

  return (
    <Stack gap={6}>
      <Input.Label id={labelId} labelElement="div">
        {label}
      </Input.Label>
      {currentUrl && upload.status !== 'success' && (
        <Text size="sm">
          A document is on file.{' '}
          <Anchor href={currentUrl} target="_blank" rel="noopener noreferrer">
            View current document
          </Anchor>
        </Text>
      )}
      <div aria-labelledby={labelId} role="group">
        {body}
      </div>
      {upload.status === 'error' && upload.error && (
        <Alert color="red" variant="light" icon={<IconX size={18} />} p="xs">
          {upload.error}
        </Alert>
      )}
    </Stack>
  );
}
