import { LISTING_MESSAGES, type UploadedImage } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ImageUploadError, uploadImage } from './upload-image';

/** A file on its way to the server. */
export interface PendingUpload {
  id: string;
  name: string;
  /** 0..100 */
  progress: number;
}

export interface UploadBatchResult {
  /** Stored images, in the order the files were dropped or chosen. */
  images: UploadedImage[];
  /** One sentence per file that failed. */
  errors: string[];
}

/**
 * Uploads a batch of files side by side, each with its own progress, and reports the batch once
 * every file has finished, so the pictures join the list in the order they were chosen (the first
 * becomes the main picture) whichever upload ends first.
 */
export function useImageUploads(onBatchDone: (result: UploadBatchResult) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const onBatchDoneRef = useRef(onBatchDone);
  useEffect(() => {
    onBatchDoneRef.current = onBatchDone;
  }, [onBatchDone]);

  // No abort on unmount: an upload under way finishes, and an image no item uses is removed by the
  // server after a grace period (LISTING_RULES.unusedImageGraceHours).
  const start = useCallback((files: readonly File[]) => {
    const batch = files.map((file) => ({ file, id: crypto.randomUUID() }));
    setPending((current) => [...current, ...batch.map(({ file, id }) => ({ id, name: file.name, progress: 0 }))]);
    const setProgress = (id: string, progress: number) =>
      setPending((current) => current.map((upload) => (upload.id === id ? { ...upload, progress } : upload)));

    void Promise.allSettled(
      batch.map(({ file, id }) => uploadImage(file, { onProgress: (progress) => setProgress(id, progress) })),
    ).then((results) => {
      const ids = new Set<string>(batch.map(({ id }) => id));
      setPending((current) => current.filter((upload) => !ids.has(upload.id)));
      const images: UploadedImage[] = [];
      const errors: string[] = [];
      for (const result of results) {
        if (result.status === 'fulfilled') images.push(result.value);
        else
          errors.push(
            result.reason instanceof ImageUploadError ? result.reason.message : LISTING_MESSAGES.uploadFailedGeneric,
          );
      }
      onBatchDoneRef.current({ images, errors });
    });
  }, []);

  return { pending, start };
}
