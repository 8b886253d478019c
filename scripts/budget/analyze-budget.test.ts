import { describe, expect, it } from 'vitest';
import { analyzePage, formatReport, MAX_SCRIPTS_BEFORE_RENDER } from './analyze-budget.mjs';

const page = { path: '/marketplace', jsKb: 170, cssKb: 30, maxScriptsBeforeRender: MAX_SCRIPTS_BEFORE_RENDER };

const chunkMap = {
  'assets/index-a1.js': {
    modules: ['apps/web/src/main.tsx', 'node_modules/react-dom/cjs/react-dom-client.production.js'],
  },
  'assets/marketplace-page-b2.js': { modules: ['apps/web/src/features/marketplace/pages/marketplace-page.tsx'] },
  'assets/listings-c3.js': {
    modules: [
      'apps/web/src/features/marketplace/components/item-card.tsx',
      'apps/web/src/features/donor-dashboard/components/listings/listings-tab.tsx',
    ],
  },
  'assets/charts-d4.js': { modules: ['node_modules/recharts/es6/chart/LineChart.js'] },
};

const loaded = (file: string, gzipBytes: number, beforeFirstRender = true) => ({ file, gzipBytes, beforeFirstRender });

describe('analyzePage', () => {
  it('passes a page within its budgets that loads no dashboard code', () => {
    const result = analyzePage(
      page,
      [
        loaded('assets/index-a1.js', 100_000),
        loaded('assets/marketplace-page-b2.js', 20_000),
        loaded('assets/index-e5.css', 25_000),
      ],
      chunkMap,
    );
    expect(result).toMatchObject({ jsBytes: 120_000, cssBytes: 25_000, scripts: 2, scriptsBeforeRender: 2 });
    expect(result.forbidden).toEqual([]);
    expect(result.breaches).toEqual([]);
  });

  it('fails a public page whose chunk holds a dashboard module', () => {
    const result = analyzePage(
      page,
      [loaded('assets/index-a1.js', 100_000), loaded('assets/listings-c3.js', 5_000)],
      chunkMap,
    );
    expect(result.forbidden).toEqual([
      {
        file: 'assets/listings-c3.js',
        module: 'apps/web/src/features/donor-dashboard/components/listings/listings-tab.tsx',
      },
    ]);
    expect(result.breaches).toEqual([
      'loads apps/web/src/features/donor-dashboard/components/listings/listings-tab.tsx (in assets/listings-c3.js)',
    ]);
  });

  it('fails a public page that loads a chart library', () => {
    const result = analyzePage(
      page,
      [loaded('assets/index-a1.js', 1_000), loaded('assets/charts-d4.js', 1_000)],
      chunkMap,
    );
    expect(result.breaches).toEqual(['loads node_modules/recharts/es6/chart/LineChart.js (in assets/charts-d4.js)']);
  });

  it('fails a page over its byte budgets and its script count before first render', () => {
    const scripts = Array.from({ length: MAX_SCRIPTS_BEFORE_RENDER + 1 }, (_, index) =>
      loaded(`assets/tiny-${index}.js`, 11_000),
    );
    const late = loaded('assets/late.js', 1_000, false);
    const result = analyzePage(page, [...scripts, late, loaded('assets/index.css', 30_001)], chunkMap);
    expect(result.scriptsBeforeRender).toBe(MAX_SCRIPTS_BEFORE_RENDER + 1);
    expect(result.scripts).toBe(MAX_SCRIPTS_BEFORE_RENDER + 2);
    expect(result.breaches).toEqual([
      'JavaScript 177.0 KB gzip > 170 KB',
      'CSS 30.0 KB gzip > 30 KB',
      `${MAX_SCRIPTS_BEFORE_RENDER + 1} scripts before first render > ${MAX_SCRIPTS_BEFORE_RENDER}`,
    ]);
  });

  it('checks a page without budgets for forbidden code only', () => {
    const about = { path: '/about' };
    const heavy = Array.from({ length: 20 }, (_, index) => loaded(`assets/big-${index}.js`, 50_000));
    expect(analyzePage(about, heavy, chunkMap).breaches).toEqual([]);
    expect(analyzePage(about, [...heavy, loaded('assets/listings-c3.js', 1_000)], chunkMap).breaches).toEqual([
      'loads apps/web/src/features/donor-dashboard/components/listings/listings-tab.tsx (in assets/listings-c3.js)',
    ]);
  });

  it('fails a page that loaded no script at all', () => {
    expect(analyzePage(page, [], chunkMap).breaches).toEqual(['no script loaded: the page did not load']);
  });
});

describe('formatReport', () => {
  it('prints one row per page and lists the breaches', () => {
    const result = analyzePage(page, [loaded('assets/listings-c3.js', 200_000)], chunkMap);
    const about = { path: '/about' };
    const report = formatReport(
      [page, about],
      [result, analyzePage(about, [loaded('assets/index-a1.js', 1_500)], chunkMap)],
    );
    expect(report).toContain('/marketplace  200.0 / 170');
    expect(report).toMatch(/\/about +1\.5 +0\.0 +1 +1 +0/);
    expect(report).toContain('Over budget:');
    expect(report).toContain('/marketplace: JavaScript 200.0 KB gzip > 170 KB');
  });
});
