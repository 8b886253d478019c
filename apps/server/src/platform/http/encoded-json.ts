import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION } from './compression';

/**
 * A JSON answer serialized and compressed once, to be sent many times (the marketplace page cache,
 * docs/decisions/002-marketplace-search.md): per request, serializing and compressing a page of
 * 20 items cost several times what the rest of a cached answer does. Only the gzip bytes are kept
 * (a fifth of the JSON); the rare client that does not take gzip gets them unpacked. An answer
 * under the compression threshold is kept as it is, as it would be sent.
 */
export type EncodedJson = { json: string } | { gzip: Buffer };

/** Gzip at the level and threshold every other API answer gets (compression.ts, docs/decisions/009). */
export function encodeJson(value: unknown): EncodedJson {
  const json = JSON.stringify(value);
  if (Buffer.byteLength(json) < COMPRESSION.thresholdBytes) return { json };
  // Copied out: zlib's output is a slice of a 16 KB chunk, which a kept page would hold on to.
  return { gzip: Buffer.from(gzipSync(json, { level: COMPRESSION.gzipLevel })) };
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a quality above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  let accepted = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const acceptable = quality === undefined || Number(quality.slice(2)) > 0;
    if (name === 'gzip') return acceptable;
    accepted = acceptable;
  }
  return accepted;
}

export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, body: EncodedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if ('json' in body) return reply.send(body.json);
  if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(body.gzip);
  // Unpacked, the compression plugin still compresses it for a client that takes only br.
  return reply.send(gunzipSync(body.gzip).toString('utf8'));
}
