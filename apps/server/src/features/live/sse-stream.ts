import type { FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from '#src/platform/http/request-log';

export interface SseStreamOptions {
  heartbeatMs: number;
  maxLifetimeMs: number;
  /** Runs once when the stream is over, whoever ended it. */
  onClose(): void;
}

export interface SseStream {
  /** Writes one event; `data` is sent as one line of JSON. */
  send(event: string, data: unknown): void;
  end(): void;
}

/** Browsers wait this long before reconnecting a dropped stream. */
const RETRY_MS = 3000;
/** A client that stops reading is cut off rather than buffered for without end. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * Takes over the response for a text/event-stream (reply must be hijacked). Fastify's onSend and
 * onResponse hooks do not see most of it, so the usual headers are set here and the request line
 * is logged here when the client, not the server, ends the stream.
 */
export function openSseStream(request: FastifyRequest, reply: FastifyReply, options: SseStreamOptions): SseStream {
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform keeps compressing proxies from buffering; X-Accel-Buffering does it for nginx.
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
  });

  const write = (chunk: string) => {
    if (res.writableEnded || res.destroyed) return;
    res.write(chunk);
    if (res.writableLength > MAX_BUFFERED_BYTES) res.end();
  };

  const heartbeat = setInterval(() => write(': keep-alive\n\n'), options.heartbeatMs);
  // A stream outlives neither a revoked session nor a changed role by long: the browser
  // reconnects, which checks the session cookie again.
  const lifetime = setTimeout(() => res.end(), options.maxLifetimeMs);
  heartbeat.unref();
  lifetime.unref();

  const closed = () => {
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    options.onClose();
    // When the server ends the stream Fastify's onResponse hook logs it; a client that goes away
    // never finishes the response, so that line is written here instead.
    if (!res.writableFinished) {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          status: res.statusCode,
          ms: Math.round(reply.elapsedTime),
          userId: request.user?.id,
        },
        'request',
      );
    }
  };
  res.once('close', closed);
  // A client gone during the session lookup already fired 'close'; the caller subscribes first.
  if (res.destroyed || request.raw.socket.destroyed) {
    res.removeListener('close', closed);
    process.nextTick(closed);
  }

  write(`retry: ${RETRY_MS}\n\n`);
  return {
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => {
      if (!res.writableEnded) res.end();
    },
  };
}
