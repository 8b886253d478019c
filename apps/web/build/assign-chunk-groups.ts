/** What the first pass of the build says about one JavaScript file (a subset of Rolldown's OutputChunk). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

export interface PageGroup {
  /** The chunk's name. */
  name: string;
  /** The page modules (their paths from the web app's root) whose libraries the chunk holds. */
  pages: RegExp;
}

/** The chunk that holds everything the entry loads before any page: React, the router, Mantine's core, the layout. */
export const APP_GROUP = 'app';

/** Libraries and shared code, which any page may use; a feature's own modules stay with its pages. */
const SHARED_CODE = /[\\/]node_modules[\\/]|[\\/]packages[\\/]shared[\\/]|[\\/]src[\\/](lib|components|config)[\\/]/;

/** The files a chunk loads before it runs: itself and its static imports, recursively. */
function staticClosure(start: string, byFile: Map<string, BuiltChunk>): BuiltChunk[] {
  const seen = new Map<string, BuiltChunk>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) continue;
    seen.set(file, chunk);
    pending.push(...chunk.imports);
  }
  return [...seen.values()];
}

/**
 * Which chunk each module goes to, from a first build with Rolldown's automatic chunking. That build
 * gives every set of modules shared by a different set of pages and dialogs its own file, so a page
 * waits for dozens of tiny files. Instead:
 * - everything the entry loads goes to one `app` chunk;
 * - the libraries and shared code of the page groups go to one chunk per combination of groups that
 *   use them (`auth` for what only the auth pages use, `auth+public` for what both use), so a page
 *   downloads a few files, and nothing that only other groups use.
 * Feature code, and what only pages outside the groups use, stay in the automatic chunks.
 */
export function assignChunkGroups(chunks: BuiltChunk[], groups: PageGroup[], root: string): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const app = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => staticClosure(entry.fileName, byFile)),
  );
  const assignment = new Map<string, string>();
  for (const chunk of app) for (const id of chunk.moduleIds) assignment.set(id, APP_GROUP);

  const users = new Map<string, string[]>();
  for (const group of groups) {
    const pages = chunks.filter(
      (chunk) =>
        chunk.isDynamicEntry &&
        chunk.facadeModuleId !== null &&
        group.pages.test(chunk.facadeModuleId.slice(root.length).replace(/^[\\/]/, '')),
    );
    const loaded = new Set(pages.flatMap((page) => staticClosure(page.fileName, byFile)));
    for (const chunk of loaded) {
      if (app.has(chunk)) continue;
      for (const id of chunk.moduleIds) {
        if (!SHARED_CODE.test(id)) continue;
        const names = users.get(id) ?? [];
        if (!names.includes(group.name)) users.set(id, [...names, group.name]);
      }
    }
  }
  for (const [id, names] of users) assignment.set(id, names.join('+'));
  return assignment;
}
