// Writes file.br and file.gz beside every compressible file of the web build, at the highest
// quality: paid once at build time, then the server sends them as they are (@fastify/static
// preCompressed, apps/server/src/app.ts). Why and the figures: docs/decisions/009-compression-and-built-server.md.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest|ico|wasm)$/i;

/** Filled with a fresh CSP nonce on every response, so the server compresses it as it sends it. */
const SKIPPED = new Set(['index.html']);

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite/ holds build reports (the chunk map) that the server never sends.
    if (entry.isDirectory() && entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

function precompress(dist) {
  let files = 0;
  let original = 0;
  let brotli = 0;
  let gzip = 0;
  for (const file of filesUnder(dist)) {
    const relative = path.relative(dist, file);
    if (!COMPRESSIBLE.test(file) || SKIPPED.has(relative)) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: /\.(?:wasm|ico)$/i.test(file)
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    // Written even when not smaller (tiny files): a compressible file without its .br would be
    // compressed again on every request by the server's dynamic compression.
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    files += 1;
    original += content.length;
    brotli += br.length;
    gzip += gz.length;
  }
  return { files, original, brotli, gzip };
}

const dist = path.resolve(process.argv[2] ?? 'dist');
if (!statSync(dist).isDirectory()) throw new Error(`${dist} is not a folder`);
const { files, original, brotli, gzip } = precompress(dist);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`precompressed ${files} files in ${dist}: ${kb(original)} -> brotli ${kb(brotli)}, gzip ${kb(gzip)}`);
