import { describe, expect, it } from 'vitest';
import { assignChunkGroups, type BuiltChunk } from './assign-chunk-groups';

const root = '/repo/apps/web';
const nm = (name: string) => `/repo/node_modules/${name}/index.js`;
const src = (path: string) => `${root}/src/${path}`;

function chunk(
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facade?: string,
  dynamicImports: string[] = [],
): BuiltChunk {
  return {
    fileName,
    isEntry: fileName === 'index.js',
    isDynamicEntry: facade !== undefined,
    facadeModuleId: facade ?? null,
    moduleIds,
    imports,
    dynamicImports,
  };
}

// What an automatic build gives: the entry, two pages, a dashboard, and the small shared chunks between them.
const chunks = [
  chunk('index.js', [src('main.tsx'), src('app/layout/app-layout.tsx')], ['react.js']),
  chunk('react.js', [nm('react'), nm('react-dom')]),
  chunk(
    'market.js',
    [src('features/marketplace/pages/marketplace-page.tsx')],
    ['react.js', 'card.js', 'input.js'],
    src('features/marketplace/pages/marketplace-page.tsx'),
  ),
  chunk(
    'login.js',
    [src('features/auth/pages/auth-page.tsx')],
    ['react.js', 'input.js', 'form.js'],
    src('features/auth/pages/auth-page.tsx'),
  ),
  chunk(
    'donor.js',
    [src('features/donor-dashboard/pages/donor-dashboard-page.tsx')],
    ['card.js', 'table.js'],
    src('features/donor-dashboard/pages/donor-dashboard-page.tsx'),
  ),
  chunk('card.js', [nm('card'), src('lib/format.ts'), src('features/marketplace/components/item-card.tsx')]),
  chunk('input.js', [nm('input')]),
  chunk('form.js', [nm('form')]),
  chunk('table.js', [nm('table')]),
];

const groups = [
  { name: 'marketplace', pages: /^src\/features\/marketplace\/pages\// },
  { name: 'auth', pages: /^src\/features\/auth\/pages\/auth-page/ },
];

describe('assignChunkGroups', () => {
  const assignment = assignChunkGroups(chunks, groups, root);

  it('puts everything the entry loads in the app chunk', () => {
    for (const id of [src('main.tsx'), src('app/layout/app-layout.tsx'), nm('react'), nm('react-dom')]) {
      expect(assignment.get(id)).toBe('app');
    }
  });

  it("groups each page group's libraries by the groups that use them", () => {
    expect(assignment.get(nm('card'))).toBe('marketplace');
    expect(assignment.get(src('lib/format.ts'))).toBe('marketplace');
    expect(assignment.get(nm('input'))).toBe('marketplace+auth');
    expect(assignment.get(nm('form'))).toBe('auth');
  });

  it('leaves feature code and what only other pages use to the automatic chunks', () => {
    expect(assignment.has(src('features/marketplace/pages/marketplace-page.tsx'))).toBe(false);
    expect(assignment.has(src('features/marketplace/components/item-card.tsx'))).toBe(false);
    expect(assignment.has(nm('table'))).toBe(false);
  });
});

describe('assignChunkGroups with signed-in pages', () => {
  const page = (name: string) => src(`features/${name}/pages/${name}-page.tsx`);
  // Two dashboards sharing a stat card and a chart library; a dialog of the donor dashboard; a contact
  // page (a visitor's) that also uses the chart library's tooltip.
  const privateChunks = [
    ...chunks.filter((built) => built.fileName !== 'donor.js' && built.fileName !== 'index.js'),
    // The entry opens every page, and every page imports from the entry's file.
    chunk('index.js', [src('main.tsx'), src('app/layout/app-layout.tsx')], ['react.js'], undefined, [
      'market.js',
      'login.js',
      'donor.js',
      'nonprofit.js',
      'admin.js',
    ]),
    chunk(
      'donor.js',
      [page('donor-dashboard')],
      ['index.js', 'react.js', 'card.js', 'stat.js', 'tooltip.js'],
      page('donor-dashboard'),
    ),
    chunk(
      'nonprofit.js',
      [page('nonprofit-dashboard')],
      ['react.js', 'stat.js', 'icon.js'],
      page('nonprofit-dashboard'),
    ),
    chunk('icon.js', [nm('icon-shield')]),
    // The admin dashboard opens its overview tab lazily; the tab uses an icon the nonprofit dashboard renders.
    chunk('admin.js', [page('admin')], ['index.js', 'react.js'], page('admin'), ['overview.js']),
    chunk(
      'overview.js',
      [src('features/admin/components/overview-tab.tsx')],
      ['icon.js'],
      src('features/admin/components/overview-tab.tsx'),
    ),
    chunk('stat.js', [src('components/dashboard-shell/stat-card.tsx'), nm('chart')]),
    chunk('tooltip.js', [nm('tooltip')]),
    chunk(
      'edit.js',
      [src('features/donor-dashboard/components/edit-dialog.tsx'), nm('dropzone')],
      ['stat.js'],
      src('features/donor-dashboard/components/edit-dialog.tsx'),
    ),
    chunk('contact.js', [page('contact')], ['tooltip.js'], page('contact')),
  ];
  const assignment = assignChunkGroups(privateChunks, groups, root, {
    groups: [
      { name: 'donor-dashboard', pages: /^src\/features\/donor-dashboard\/pages\// },
      { name: 'nonprofit-dashboard', pages: /^src\/features\/nonprofit-dashboard\/pages\// },
      { name: 'admin-dashboard', pages: /^src\/features\/admin\/pages\// },
    ],
    privateCode: /^src\/features\/(admin|donor-dashboard|nonprofit-dashboard)\//,
  });

  it('groups what only the dashboards load, feature code included, by the dashboards that load it', () => {
    expect(assignment.get(page('donor-dashboard'))).toBe('donor-dashboard');
    expect(assignment.get(page('nonprofit-dashboard'))).toBe('nonprofit-dashboard');
    expect(assignment.get(src('components/dashboard-shell/stat-card.tsx'))).toBe('donor-dashboard+nonprofit-dashboard');
    expect(assignment.get(nm('chart'))).toBe('donor-dashboard+nonprofit-dashboard');
  });

  it("gives what a dashboard renders and another dashboard's lazy tab imports to both", () => {
    expect(assignment.get(nm('icon-shield'))).toBe('nonprofit-dashboard+admin-dashboard');
  });

  it("leaves a dashboard's lazy dialog and what another page loads to the automatic chunks", () => {
    expect(assignment.has(src('features/donor-dashboard/components/edit-dialog.tsx'))).toBe(false);
    expect(assignment.has(nm('tooltip'))).toBe(false);
  });

  it('keeps what the public page groups hold there', () => {
    expect(assignment.get(nm('card'))).toBe('marketplace');
  });
});
