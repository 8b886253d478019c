import {
  formatErrorDetail,
  IRS_IMPORT_FIELDS,
  type ErrorResponse,
  type IrsFileKind,
  type IrsImportResult,
} from '@app/shared';
import { ApiError } from '#src/lib/api-client';
import { uploadWithProgress, UploadNetworkError } from '#src/lib/upload-with-progress';

export interface ImportIrsFileOptions {
  kind: IrsFileKind;
  file: File;
  confirmComplete: boolean;
  /** 0..100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
}

/**
 * POST /admin/irs/imports with upload progress: the kind (and the admin's word that a small file
 * is complete) go before the file, since the server reads the file as it streams in. A refusal
 * becomes an ApiError carrying the server's detail.
 */
export async function importIrsFile({ kind, file, confirmComplete, onProgress }: ImportIrsFileOptions) {
  let answer;
  try {
    answer = await uploadWithProgress('/api/admin/irs/imports', file, {
      field: IRS_IMPORT_FIELDS.file,
      fields: { [IRS_IMPORT_FIELDS.kind]: kind, [IRS_IMPORT_FIELDS.confirm]: String(confirmComplete) },
      onProgress,
    });
  } catch (error) {
    if (error instanceof UploadNetworkError)
      throw new ApiError(0, 'The connection was lost during the upload. Please try again.');
    throw error;
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as IrsImportResult;
  const detail = (answer.body as Partial<ErrorResponse> | null)?.detail;
  throw new ApiError(answer.status, formatErrorDetail(detail) || `Server error: ${answer.status}`, detail);
}
