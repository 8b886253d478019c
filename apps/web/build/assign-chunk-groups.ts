/** What the first pass of the build says about one JavaScript file (a subset of Rolldown's OutputChunk). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
}

export interface PageGroup {
  /** The chunk's name. */
  name: string;
  /** The page modules (their paths from the web app's root) whose libraries the chunk holds. */
  pages: RegExp;
}

/** The signed-in pages (dashboards), whose code no visitor's page may share a file with. */
export interface PrivateGroups {
  groups: PageGroup[];
  /**
   * Source paths (from the web app's root) only signed-in pages load: a chunk loaded by a dynamic
   * import of such a module (a dashboard's own dialog or tab) may share a file with the pages.
   */
  privateCode: RegExp;
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
export function assignChunkGroups(
  chunks: BuiltChunk[],
  groups: PageGroup[],
  root: string,
  privateGroups?: PrivateGroups,
): Map<string, string> {
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
  if (privateGroups) assignPrivateGroups(chunks, byFile, app, assignment, privateGroups, root);
  return assignment;
}

function relativePath(id: string, root: string) {
  return id.slice(root.length).replace(/^[\\/]/, '');
}

/**
 * A signed-in page (a dashboard) would otherwise wait for dozens of small automatic chunks, one round
 * trip each. What only the dashboards load, feature code included, goes to one chunk per combination
 * of dashboards that load it before they render (`donor-dashboard`, `donor-dashboard+nonprofit-dashboard`).
 * A chunk also reached from any other page or dialog (a visitor's page, the layout's chat and
 * notifications) keeps its automatic file, so none of them ever downloads a dashboard's file.
 */
function assignPrivateGroups(
  chunks: BuiltChunk[],
  byFile: Map<string, BuiltChunk>,
  app: Set<BuiltChunk>,
  assignment: Map<string, string>,
  { groups, privateCode }: PrivateGroups,
  root: string,
) {
  const loadedBy = new Map<BuiltChunk, BuiltChunk[]>();
  for (const start of chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry)) {
    for (const chunk of staticClosure(start.fileName, byFile))
      loadedBy.set(chunk, [...(loadedBy.get(chunk) ?? []), start]);
  }
  const groupOf = (start: BuiltChunk) =>
    start.isDynamicEntry && start.facadeModuleId !== null
      ? groups.find((group) => group.pages.test(relativePath(start.facadeModuleId!, root)))
      : undefined;
  const reachedBy = pageGroupsReaching(chunks, byFile, app, groups, root);
  // A page's own chunk belongs to its group; a lazy tab or dialog to every group whose pages can open it.
  const ownersOf = (start: BuiltChunk) => {
    const own = groupOf(start);
    return own ? [own] : (reachedBy.get(start) ?? []);
  };
  const isPrivate = (start: BuiltChunk) =>
    !start.isEntry &&
    start.facadeModuleId !== null &&
    (groupOf(start) !== undefined || privateCode.test(relativePath(start.facadeModuleId, root)));

  for (const [chunk, starts] of loadedBy) {
    // Only what a dashboard loads before it renders: a chunk only lazy tabs and dialogs load keeps its file.
    if (app.has(chunk) || !starts.every(isPrivate) || !starts.some((start) => groupOf(start) !== undefined)) continue;
    const names = groups
      .filter((group) => starts.some((start) => ownersOf(start).includes(group)))
      .map((group) => group.name);
    if (names.length === 0) continue;
    for (const id of chunk.moduleIds) if (!assignment.has(id)) assignment.set(id, names.join('+'));
  }
}

/**
 * The page groups whose pages can load each dynamic entry, through static and dynamic imports: a chunk
 * that one dashboard renders and another dashboard's tab also imports must not go to the first
 * dashboard's file, or the second would download all of that dashboard to open its tab.
 */
function pageGroupsReaching(
  chunks: BuiltChunk[],
  byFile: Map<string, BuiltChunk>,
  app: Set<BuiltChunk>,
  groups: PageGroup[],
  root: string,
): Map<BuiltChunk, PageGroup[]> {
  const reachedBy = new Map<BuiltChunk, PageGroup[]>();
  for (const group of groups) {
    const pending = chunks
      .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null)
      .filter((chunk) => group.pages.test(relativePath(chunk.facadeModuleId!, root)))
      .map((chunk) => chunk.fileName);
    const seen = new Set<string>();
    while (pending.length > 0) {
      const file = pending.pop()!;
      const chunk = byFile.get(file);
      // The app's files open every page: walking through them would make every page reach every other.
      if (!chunk || seen.has(file) || app.has(chunk)) continue;
      seen.add(file);
      if (chunk.isDynamicEntry) reachedBy.set(chunk, [...(reachedBy.get(chunk) ?? []), group]);
      pending.push(...chunk.imports, ...chunk.dynamicImports);
    }
  }
  return reachedBy;
}
