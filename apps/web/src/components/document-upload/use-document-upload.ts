import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadError, uploadDocument, validateDocumentFile, type UploadedDocument } from './upload-document';

export type DocumentUploadStatus = 'idle' | 'uploading' | 'success' | 'error';

export interface DocumentUploadState {
  status: DocumentUploadStatus;
  /** 0..100 while uploading. */
  progress: number;
  fileName: string | null;
  error: string | null;
  result: UploadedDocument | null;
}

export interface UseDocumentUploadOptions {
  uploadToken?: string | null;
  onUploaded?: (result: UploadedDocument) => void;
}

const initialState: DocumentUploadState = { status: 'idle', progress: 0, fileName: null, error: null, result: null };

/** Upload state machine shared by the widget and the sign-up page (which uploads after registering). */
export function useDocumentUpload({ uploadToken, onUploaded }: UseDocumentUploadOptions = {}) {
  const [state, setState] = useState<DocumentUploadState>(initialState);
  const controllerRef = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  // No abort on unmount: an upload under way finishes (StrictMode's rehearsal unmount would otherwise cancel it).

  /** Resolves true when the file was stored. */
  const upload = useCallback(
    async (file: File, token: string | null | undefined = uploadToken): Promise<boolean> => {
      const invalid = validateDocumentFile(file);
      if (invalid) {
        setState({ ...initialState, status: 'error', fileName: file.name, error: invalid });
        return false;
      }
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setState({ ...initialState, status: 'uploading', fileName: file.name });
      try {
        const result = await uploadDocument(file, {
          uploadToken: token,
          signal: controller.signal,
          onProgress: (progress) => setState((current) => ({ ...current, progress })),
        });
        setState({ status: 'success', progress: 100, fileName: file.name, error: null, result });
        onUploadedRef.current?.(result);
        return true;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          if (controllerRef.current === controller) setState(initialState);
          return false;
        }
        const message = error instanceof UploadError ? error.message : 'Upload failed';
        setState({ ...initialState, status: 'error', fileName: file.name, error: message });
        return false;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [uploadToken],
  );

  const fail = useCallback((fileName: string | null, error: string) => {
    setState({ ...initialState, status: 'error', fileName, error });
  }, []);

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    setState(initialState);
  }, []);

  return { ...state, upload, fail, reset };
}
