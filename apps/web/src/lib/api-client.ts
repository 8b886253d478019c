import { formatErrorDetail, IDEMPOTENCY_KEY_HEADER, type ErrorResponse } from '@app/shared';

/** A failed call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail?: ErrorResponse['detail'],
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: the server runs one submission once however often it arrives. */
  idempotencyKey?: string;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((entry) => params.append(key, String(entry)));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** The one way the browser talks to the API: JSON in, JSON out, `{detail}` turned into an ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, idempotencyKey } = options;
  const headers: Record<string, string> =
    body instanceof FormData ? {} : { 'content-type': 'application/json', accept: 'application/json' };
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      signal,
      credentials: 'same-origin',
      headers,
      body:
        body === undefined
          ? method === 'GET'
            ? undefined
            : '{}'
          : body instanceof FormData
            ? body
            : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Unable to connect to server. Please try refreshing the page.');
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const detail = (data as Partial<ErrorResponse> | null)?.detail;
    throw new ApiError(response.status, formatErrorDetail(detail) || `Server error: ${response.status}`, detail);
  }
  return data as T;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred. Please try again.'): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

// One key per submission: TanStack Query hands the same variables object to every retry of one
// mutate() call, and a new object to the next click, so the object identifies the submission.
const submissionKeys = new WeakMap<object, string>();

/** The Idempotency-Key of the submission these mutation variables belong to (fresh on first use). */
export function idempotencyKeyFor(variables: object): string {
  let key = submissionKeys.get(variables);
  if (!key) {
    key = crypto.randomUUID();
    submissionKeys.set(variables, key);
  }
  return key;
}

/**
 * Mutations that send an Idempotency-Key may retry a call whose answer was lost (the connection
 * failed): the server replays the first answer instead of taking tokens or opening a checkout twice.
 */
export function retryLostResponse(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && error instanceof ApiError && error.status === 0;
}
