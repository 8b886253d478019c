// Bundles the server's TypeScript into dist/main.js, what `npm start` runs, and the server it loads,
// dist/start-server.js: loading built JavaScript takes about half the time and memory of compiling
// the sources at start with tsx (docs/decisions/009-compression-and-built-server.md, "A built server").
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist');

/**
 * Packages stay in node_modules, loaded at run time as they are (native modules, PGlite's wasm and
 * data files, Swagger UI's assets all sit beside their own code). The workspace package
 * @app/shared is TypeScript source, which Node cannot load: it is bundled in, and so are the server's
 * own #src/... imports (package.json "imports"), which esbuild resolves like relative ones.
 */
const packagesExternal = {
  name: 'packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path === '@app/shared' || args.path.startsWith('@app/shared/') ? undefined : { external: true },
    );
  },
};

/**
 * The entry point loads the server with `import('./start-server')` only after it has set V8 up for
 * start-up (src/platform/start-up-memory.ts): that import stays one, to a file of its own, instead
 * of the server being bundled into main.js and its packages loaded before main.js runs.
 */
const serverSeparate = {
  name: 'server-separate',
  setup(context) {
    context.onResolve({ filter: /^\.\/start-server$/ }, (args) =>
      args.importer.endsWith(path.join('src', 'main.ts')) ? { path: './start-server.js', external: true } : undefined,
    );
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/start-server.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Keeps class and function names as written: logs and stack traces read like the source.
  keepNames: true,
  plugins: [serverSeparate, packagesExternal],
  logLevel: 'warning',
  write: false,
});
// Each file is written beside its place and renamed into it: a server starting meanwhile (or a
// second build: both API test projects build in their setup) never reads half a file.
mkdirSync(outdir, { recursive: true });
let bytes = 0;
for (const file of result.outputFiles) {
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
  bytes += file.contents.length;
}
console.log(
  `built ${path.relative(process.cwd(), outdir)}/main.js and start-server.js in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KB with their source maps)`,
);
