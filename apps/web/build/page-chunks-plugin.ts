import { build, type Plugin } from 'vite';
import {
  APP_GROUP,
  assignChunkGroups,
  type BuiltChunk,
  type PageGroup,
  type PrivateGroups,
} from './assign-chunk-groups';

/** Set while the first pass runs, so that pass builds with automatic chunking only. */
const FIRST_PASS = 'PAGE_CHUNKS_FIRST_PASS';

async function firstPass(configFile: string, root: string, mode: string): Promise<BuiltChunk[]> {
  process.env[FIRST_PASS] = '1';
  try {
    const result = await build({ configFile, root, mode, logLevel: 'silent', build: { write: false } });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs.flatMap((output) =>
      'output' in output ? output.output.filter((file) => file.type === 'chunk') : [],
    );
  } finally {
    delete process.env[FIRST_PASS];
  }
}

/**
 * One Rolldown group per chunk name. A group also takes in the modules its modules import, so the
 * groups that hold those (the app, then the combinations of more page groups) must claim them first.
 */
function groupsOf(assignment: Map<string, string>, privateNames: Set<string>) {
  const names = [...new Set(assignment.values())];
  const rank = (name: string) => (name === APP_GROUP ? Infinity : name.split('+').length);
  return names.map((name) => ({
    name,
    test: (id: string) => assignment.get(id) === name,
    priority: rank(name) === Infinity ? 1000 : rank(name),
    // A dashboard's group holds only what the dashboards alone load: what else its modules import
    // stays where it is, or another page would download the dashboard's file for it.
    ...(name.split('+').every((part) => privateNames.has(part)) ? { includeDependenciesRecursively: false } : {}),
  }));
}

/**
 * Groups the chunks of a production build by page (assign-chunk-groups.ts): builds once with
 * automatic chunking to learn which modules each page really loads after tree-shaking, then builds
 * with one chunk for the app and one per page group. It costs a second build, about three seconds.
 */
export function pageChunksPlugin(options: {
  configFile: string;
  groups: PageGroup[];
  privateGroups?: PrivateGroups;
}): Plugin {
  return {
    name: 'page-chunks',
    apply: 'build',
    async config(config, { mode }) {
      if (process.env[FIRST_PASS]) return;
      const root = config.root ?? process.cwd();
      const chunks = await firstPass(options.configFile, root, mode);
      const assignment = assignChunkGroups(chunks, options.groups, root, options.privateGroups);
      const privateNames = new Set(options.privateGroups?.groups.map((group) => group.name));
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: groupsOf(assignment, privateNames) } },
          },
        },
      };
    },
  };
}
