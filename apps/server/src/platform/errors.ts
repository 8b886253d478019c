import type { ValidationIssue } from '@app/shared';

export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'unprocessable'
  | 'too_many_requests'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'bad_gateway';

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  too_many_requests: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  bad_gateway: 502,
};

/** A failure the user should read: mapped to its status and `{detail}` by the error handler. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    readonly detail: string | ValidationIssue[],
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof detail === 'string' ? detail : 'Invalid input');
    this.statusCode = STATUS[code];
  }
}

export const badRequest = (detail: string | ValidationIssue[]) => new AppError('bad_request', detail);
export const unauthorized = (detail = 'Please log in to continue.') => new AppError('unauthorized', detail);
export const forbidden = (detail = 'You do not have permission to do that.') => new AppError('forbidden', detail);
export const notFound = (detail = 'Not found.') => new AppError('not_found', detail);
export const conflict = (detail: string) => new AppError('conflict', detail);
/** The thing existed but is no longer usable (an expired link). */
export const gone = (detail: string) => new AppError('gone', detail);
/** Well-formed but cannot be honoured as sent (an idempotency key reused for another request). */
export const unprocessable = (detail: string) => new AppError('unprocessable', detail);
/** An outside service (the payment provider) failed; the user may try again. */
export const badGateway = (detail: string) => new AppError('bad_gateway', detail);
/** 429; `retryAfterSeconds` becomes the Retry-After header, so clients and proxies know when to try again. */
export const tooManyRequests = (detail: string, retryAfterSeconds?: number) =>
  new AppError(
    'too_many_requests',
    detail,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
export const payloadTooLarge = (detail: string) => new AppError('payload_too_large', detail);
