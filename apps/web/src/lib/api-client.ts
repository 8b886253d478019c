import { formatErrorDetail, type ErrorResponse } from '@app/shared';

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
  const { method = 'GET', body, query, signal } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      signal,
      credentials: 'same-origin',
      headers:
        body instanceof FormData ? undefined : { 'content-type': 'application/json', accept: 'application/json' },
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
