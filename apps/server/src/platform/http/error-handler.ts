import type { ValidationIssue } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_DETAIL, isDatabaseUnavailable } from '../database/connection-errors';
import { AppError } from '../errors';

interface ZodValidationItem {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function toIssues(context: string, items: ZodValidationItem[]): ValidationIssue[] {
  return items.map((item) => {
    const path = item.params?.issue?.path ?? item.instancePath?.split('/').filter(Boolean) ?? [];
    return {
      loc: [context, ...path.map((part) => (typeof part === 'number' ? part : String(part)))],
      msg: item.params?.issue?.message ?? item.message ?? 'Invalid value',
    };
  });
}

/** 1048576 -> "1 MB", 65536 -> "64 KB": how the body limit is told to a client. */
function sizeInWords(bytes: number): string {
  if (bytes >= 1_048_576) return `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Maps every failure to `{detail}` with its status; never a stack trace, never a 500 on bad input. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or failing over: the pool reconnects by itself, so asking again works.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ detail: DATABASE_UNAVAILABLE_DETAIL });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      return reply.status(400).send({ detail: toIssues(context, error.validation as ZodValidationItem[]) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      // A JSON body over the route's limit is told that limit; only an upload is told about files.
      const detail =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `Request body too large. The limit is ${sizeInWords(request.routeOptions.bodyLimit)}.`
          : 'File too large. Maximum size is 10MB.';
      return reply.status(413).send({ detail });
    }
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type.'
              : error.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Something went wrong on our side. Please try again.' });
  });
}
