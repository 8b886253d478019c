/** What the server answered to an upload: its status, status text and parsed JSON body (null when none). */
export interface UploadAnswer {
  status: number;
  statusText: string;
  body: unknown;
}

export interface UploadWithProgressOptions {
  /** The multipart field the server reads the file from. */
  field: string;
  headers?: Record<string, string>;
  /** Text fields sent before the file, so a server reading the stream knows them when the file starts. */
  fields?: Record<string, string>;
  /** 0..100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The connection failed before any answer arrived. */
export class UploadNetworkError extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POSTs one file as multipart form data with XMLHttpRequest: fetch cannot report upload progress,
 * and the upload widgets show a progress bar. Resolves with any HTTP answer (the caller reads the
 * status); rejects with UploadNetworkError when the connection fails and an AbortError when cancelled.
 */
export function uploadWithProgress(url: string, file: File, options: UploadWithProgressOptions): Promise<UploadAnswer> {
  const { field, headers = {}, fields = {}, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, body: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new UploadNetworkError('Network error during upload'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));

    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }

    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(field, file, file.name);
    xhr.send(body);
  });
}
