/**
 * Response compression benchmark: what gzip and brotli at a few levels save on real API answers,
 * what they cost in CPU, and the req/s of GET /api/items on the demo catalogue with each.
 *
 *   npm run bench:compression
 *
 * Embedded database with the demo data, the real app (buildApp) once per setting, autocannon in its
 * own process. Server CPU per request is this process's CPU time over the run divided by the
 * requests answered (autocannon runs elsewhere; nothing else runs here meanwhile). A script, not a
 * test; the figures are in docs/decisions/009-compression-and-built-server.md.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadDemoData } from '../src/demo/load-demo-data';
import { loadConfig } from '../src/platform/config';
import { createContext } from '../src/platform/create-context';
import { COMPRESSION, type CompressionSettings } from '../src/platform/http/compression';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ITERATIONS = 100;

/** Answers of different sizes, all readable without signing in. */
const SAMPLES = ['/api/health', '/api/items?limit=1', '/api/items?limit=2', '/api/items?limit=5', '/api/items'];
const LOAD_PATH = '/api/items';

interface Codec {
  name: string;
  encoding: 'gzip' | 'br';
  level: number;
}

const CODECS: Codec[] = [
  { name: 'gzip 1', encoding: 'gzip', level: 1 },
  { name: 'gzip 6', encoding: 'gzip', level: 6 },
  { name: 'gzip 9', encoding: 'gzip', level: 9 },
  { name: 'br 1', encoding: 'br', level: 1 },
  { name: 'br 4', encoding: 'br', level: 4 },
  { name: 'br 6', encoding: 'br', level: 6 },
  { name: 'br 11', encoding: 'br', level: 11 },
];

const compress = (codec: Codec, body: Buffer) =>
  codec.encoding === 'gzip'
    ? gzipSync(body, { level: codec.level })
    : brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: codec.level,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });

/** Microseconds of one synchronous compression: the best average of five rounds (others share the machine). */
function timeCompression(codec: Codec, body: Buffer): number {
  for (let i = 0; i < 20; i++) compress(codec, body);
  let best = Infinity;
  for (let round = 0; round < 5; round++) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < ITERATIONS; i++) compress(codec, body);
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1000 / ITERATIONS);
  }
  return best;
}

interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface Variant {
  name: string;
  codec?: Codec;
  /** Through a zlib stream instead of one synchronous call. */
  stream?: boolean;
}

interface Run {
  result: AutocannonResult;
  cpuPerRequest: number;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

async function runAutocannon(url: string, acceptEncoding: string, seconds: number): Promise<AutocannonResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      autocannonBin,
      '-c',
      String(CONNECTIONS),
      '-d',
      String(seconds),
      '-H',
      `accept-encoding=${acceptEncoding}`,
      '-j',
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as AutocannonResult;
}

/** The body as it travels (fetch would decompress it) and its Content-Encoding. */
function rawGet(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] }));
    }).on('error', reject);
  });
}

const log = (message: string) => console.log(`[bench] ${message}`);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-compression-'));
  const logger = pino({ level: 'warn' });
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn' });
  const ctx = await createContext(config, logger);
  try {
    await loadDemoData(ctx, logger);
    const plain = await buildApp(ctx);

    const sizes: Record<string, string | number>[] = [];
    const costs: Record<string, string | number>[] = [];
    for (const url of SAMPLES) {
      const response = await plain.inject({ method: 'GET', url });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
      const body = response.rawPayload;
      const sizeRow: Record<string, string | number> = { answer: url, bytes: body.length };
      const costRow: Record<string, string | number> = { answer: url, bytes: body.length };
      for (const codec of CODECS) {
        sizeRow[codec.name] = compress(codec, body).length;
        costRow[`${codec.name} µs`] = Number(timeCompression(codec, body).toFixed(1));
      }
      sizes.push(sizeRow);
      costs.push(costRow);
    }
    await plain.close();
    log('compressed sizes in bytes (each column one encoding and level)');
    console.table(sizes);
    log(`one synchronous compression, µs (best of 5 rounds of ${ITERATIONS})`);
    console.table(costs);

    const settings = (codec: Codec | undefined): CompressionSettings => ({
      ...COMPRESSION,
      encodings: codec ? [codec.encoding] : COMPRESSION.encodings,
      gzipLevel: codec?.encoding === 'gzip' ? codec.level : COMPRESSION.gzipLevel,
      brotliQuality: codec?.encoding === 'br' ? codec.level : COMPRESSION.brotliQuality,
    });
    log(
      `GET ${LOAD_PATH}: ${cpus().length} CPU cores; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, ` +
        `${ROUNDS} rounds through every setting; best run of each shown`,
    );
    const variants: Variant[] = [
      { name: 'none' },
      ...CODECS.filter((codec) => codec.level !== 11).map((codec) => ({ name: codec.name, codec })),
      // The plugin's own default on a 2-core machine streams answers over 8 KiB.
      ...CODECS.filter((codec) => codec.name === 'gzip 6' || codec.name === 'br 4').map((codec) => ({
        name: `${codec.name} (stream)`,
        codec,
        stream: true,
      })),
    ];
    const servers = [];
    for (const variant of variants) {
      const app = await buildApp(ctx, {
        compression: {
          ...settings(variant.codec),
          syncThresholdBytes: variant.stream ? 0 : COMPRESSION.syncThresholdBytes,
        },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${LOAD_PATH}`;
      const acceptEncoding = variant.codec?.encoding ?? 'identity';
      const sample = await rawGet(url, acceptEncoding);
      if (sample.encoding !== variant.codec?.encoding) {
        throw new Error(`${variant.name}: answered content-encoding ${sample.encoding}`);
      }
      const sent = sample.bytes;
      await runAutocannon(url, acceptEncoding, 2); // warm-up: JIT, page cache
      servers.push({ app, variant, url, acceptEncoding, sent, best: undefined as Run | undefined });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of servers) {
        const cpuBefore = process.cpuUsage();
        const result = await runAutocannon(server.url, server.acceptEncoding, DURATION_SECONDS);
        const cpu = process.cpuUsage(cpuBefore);
        const run = { result, cpuPerRequest: (cpu.user + cpu.system) / result.requests.total };
        if (!server.best || run.result.requests.average > server.best.result.requests.average) server.best = run;
        if (result.non2xx + result.errors + result.timeouts > 0) throw new Error(`${server.variant.name}: failures`);
      }
      log(`round ${round + 1} of ${ROUNDS} done`);
    }
    const loads = servers.map(({ variant, sent, best }) => ({
      encoding: variant.name,
      'body bytes': sent,
      'req/s': Math.round(best!.result.requests.average),
      'p50 ms': best!.result.latency.p50,
      'p99 ms': best!.result.latency.p99,
      'server CPU µs/req': Math.round(best!.cpuPerRequest),
    }));
    for (const { app } of servers) await app.close();
    console.table(loads);
    log(
      `load average (1, 5, 15 min): ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await ctx.live.close();
    ctx.mailer.close();
    await ctx.database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
