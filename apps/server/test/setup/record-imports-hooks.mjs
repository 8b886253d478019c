// Module hooks for record-imports.mjs; they run on Node's loader thread.
import { appendFileSync } from 'node:fs';

let file;

export function initialize(data) {
  file = data.file;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (file) appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
