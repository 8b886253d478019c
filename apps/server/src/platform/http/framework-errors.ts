import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's `frameworkErrors` option: the router refuses a path it cannot decode (400) or whose
 * parameter is longer than maxParamLength (414) before any hook or error handler runs, and by
 * default answers in its own shape, echoing the whole path back. These answer `{detail}` like every
 * other refusal (platform/http/error-handler.ts).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const detail =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid.'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'The address is too long.'
        : 'Something went wrong on our side. Please try again.';
  void reply.status(error.statusCode ?? 500).send({ detail });
}
