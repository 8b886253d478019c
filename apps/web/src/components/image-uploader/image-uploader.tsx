import '@mantine/dropzone/styles.css';
import { LISTING_MESSAGES, LISTING_RULES } from '@app/shared';
import { Alert, Button, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { IconAlertTriangle, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DropzoneStatusIcon } from '../dropzone-status-icon';
import { AddImageUrl } from './add-image-url';
import { checkImageFiles, checkImageUrl, IMAGE_ACCEPT } from './image-file-checks';
import { ImageThumbnails } from './image-thumbnails';
import { deleteUploadedImage } from './upload-image';
import { UploadProgressList } from './upload-progress-list';
import { fromImageUrl, fromUploadedImage, type UploaderImage } from './uploader-image';
import { useImageUploads, type UploadBatchResult } from './use-image-uploads';

export type { UploaderImage } from './uploader-image';

export interface ImageUploaderProps {
  value: readonly UploaderImage[];
  onChange: (images: UploaderImage[]) => void;
  /** How many pictures the list may hold. */
  max?: number;
  label?: string;
  description?: string;
  disabled?: boolean;
  /** True while files are uploading, so a form can wait before saving. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Pictures by drag and drop, the file picker or a URL (docs/product.md, Uploads): each file is checked
 * in the browser (type, 10 MB, count), uploaded with its own progress bar, then shown as a thumbnail.
 */
export function ImageUploader({
  value,
  onChange,
  max = LISTING_RULES.maxUploaderImages,
  label = 'Images',
  description = "The first image is the main picture; the others show in the item's details.",
  disabled = false,
  onBusyChange,
}: ImageUploaderProps) {
  const labelId = useId();
  const hintId = useId();
  const openRef = useRef<() => void>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  // The list as last handed to onChange: two batches may finish before the parent re-renders.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const commit = (next: UploaderImage[]) => {
    latest.current = next;
    onChange(next);
  };

  const uploads = useImageUploads(({ images, errors: failed }: UploadBatchResult) => {
    const known = new Set(latest.current.map((image) => image.key));
    const added = images.map(fromUploadedImage).filter((image) => !known.has(image.key));
    if (added.length) commit([...latest.current, ...added]);
    if (failed.length) setErrors((current) => [...current, ...failed]);
  });
  const busy = uploads.pending.length > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const taken = value.length + uploads.pending.length;
  const full = taken >= max;

  const handleFiles = (files: readonly FileWithPath[]) => {
    const refused = checkImageFiles(files, taken, max);
    setErrors(refused ? [refused] : []);
    if (!refused && files.length) uploads.start(files);
  };

  const addUrl = (text: string): string | null => {
    const checked = checkImageUrl(
      text,
      value.map((image) => image.url),
      taken,
      max,
    );
    if (checked.error !== null) return checked.error;
    commit([...latest.current, fromImageUrl(checked.url)]);
    return null;
  };

  const remove = async (image: UploaderImage) => {
    setErrors([]);
    // An image the saved record already uses only leaves the list: the server refuses to delete an
    // image a record still uses, and the record's next save drops it. A fresh upload is deleted now.
    if (image.saved || !image.public_id) {
      commit(latest.current.filter((entry) => entry.key !== image.key));
      return;
    }
    setRemoving(image.key);
    try {
      await deleteUploadedImage(image.public_id);
      commit(latest.current.filter((entry) => entry.key !== image.key));
    } catch {
      setErrors([LISTING_MESSAGES.removeFailed]);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="xs">
      <div>
        <Input.Label id={labelId} labelElement="div">
          {label}
        </Input.Label>
        <Input.Description>{description}</Input.Description>
      </div>
      <div role="group" aria-labelledby={labelId}>
        <Dropzone
          onDrop={() => {}}
          onDropAny={(accepted, rejected) => handleFiles([...accepted, ...rejected.map((entry) => entry.file)])}
          accept={IMAGE_ACCEPT}
          multiple
          disabled={disabled || full}
          openRef={openRef}
          // The zone takes drops; the button inside is the one keyboard and click target (no nested controls).
          activateOnClick={false}
          activateOnKeyboard={false}
          enablePointerEvents
          inputProps={{ 'aria-label': `Choose images for ${label}` }}
          p="md"
          data-testid="image-dropzone"
        >
          <Group justify="center" gap="md" wrap="nowrap">
            <DropzoneStatusIcon idle={<IconPhoto size={36} color="var(--mantine-color-gray-6)" aria-hidden />} />
            <Stack gap={6} align="flex-start" miw={0}>
              <Text size="sm" fw={500} c="var(--mantine-color-text)">
                {full ? `Maximum ${max} images reached. Remove one to add another.` : 'Drag images here, or'}
              </Text>
              {!full && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  onClick={() => openRef.current?.()}
                  disabled={disabled}
                  aria-describedby={hintId}
                >
                  Choose images
                </Button>
              )}
              <Text id={hintId} size="xs" c="dimmed">
                {LISTING_MESSAGES.uploaderHint} · {taken} of {max} images
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      </div>
      <UploadProgressList uploads={uploads.pending} />
      {errors.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs" role="alert">
          <Stack gap={2}>
            {errors.map((error, index) => (
              <Text key={index} size="sm">
                {error}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <ImageThumbnails
        images={value}
        removing={removing}
        disabled={disabled}
        onRemove={(image) => void remove(image)}
      />
      <AddImageUrl disabled={disabled || full} onAdd={addUrl} />
    </Stack>
  );
}
