import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the map is written, relative to the build's outDir. */
export const CHUNK_MAP_FILE = '.vite/chunk-map.json';

export interface ChunkMapEntry {
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Source modules bundled into the chunk, relative to the repository root (node_modules/... for libraries). */
  modules: string[];
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

/**
 * Writes, for every JavaScript file of the build, the source modules it contains, its static and
 * dynamic imports and its CSS: Vite's own manifest names only entry modules, and the bundle budget
 * (scripts/check-budget.mjs) must tell which code a page really downloads.
 */
export function chunkMapPlugin(repoRoot: string): Plugin {
  const relative = (id: string) => {
    const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
    const nodeModules = clean.lastIndexOf('/node_modules/');
    if (nodeModules >= 0) return clean.slice(nodeModules + 1);
    return path.isAbsolute(clean) ? path.relative(repoRoot, clean) : clean;
  };
  return {
    name: 'chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, ChunkMapEntry> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = {
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          modules: output.moduleIds.map(relative),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP_FILE, source: JSON.stringify(map, null, 1) });
    },
  };
}
