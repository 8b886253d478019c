import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** How dynamic responses are compressed; the figures behind the defaults are in docs/decisions/009. */
export interface CompressionSettings {
  /** Answers smaller than this many bytes go out as they are. */
  thresholdBytes: number;
  /** Gzip level (1-9). */
  gzipLevel: number;
  /** Brotli quality (0-11). */
  brotliQuality: number;
  /**
   * Answers up to this size are compressed in one synchronous call; larger ones through a zlib
   * stream on the thread pool, which costs far more per answer for the sizes this API sends.
   */
  syncThresholdBytes: number;
  /** Offered in this order of preference. */
  encodings: ('br' | 'gzip')[];
}

/**
 * Measured on GET /api/items (docs/decisions/009-compression-and-built-server.md, "API responses"):
 * gzip 1 takes 17 KB of JSON to 3.5 KB for about 80 µs of CPU; gzip 6 or brotli 4 gain 6% more
 * bytes for two to three times the CPU. Gzip first, as browsers offer gzip and br alike; brotli
 * for a client that takes only br. Under 1 KB an answer and its headers fit one TCP segment anyway.
 */
export const COMPRESSION: CompressionSettings = {
  thresholdBytes: 1024,
  gzipLevel: 1,
  brotliQuality: 1,
  syncThresholdBytes: 64 * 1024,
  encodings: ['gzip', 'br'],
};

/**
 * JSON, text, HTML, JavaScript and SVG; mime-db's "compressible" list adds a few more. Never
 * text/event-stream (a stream is written as it happens, see features/live), and never
 * octet-stream, which the plugin's own default includes: downloads are PDFs and images, already
 * compressed. mime-db marks png, jpeg, gif, webp and avif as not compressible.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript(?:;|$)/;

/**
 * Registers response compression for every route registered after it (including the static
 * files: their precompressed .br/.gz already carry Content-Encoding and go out untouched).
 * Request bodies are never decompressed: no client of ours sends them compressed, and a small
 * compressed body could unpack to far more than the body limit suggests.
 */
export async function registerCompression(app: FastifyInstance, settings: CompressionSettings): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: settings.encodings,
    threshold: settings.thresholdBytes,
    syncThreshold: settings.syncThresholdBytes,
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: settings.gzipLevel },
  });
}
