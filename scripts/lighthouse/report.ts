/** What `npm run lighthouse` prints: the scores table and, per page, what missed and what costs most. */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Minimum score out of 100; SEO is reported without a target. */
export const TARGETS: Partial<Record<Category, number>> = { performance: 90, accessibility: 95, 'best-practices': 95 };

export interface Page {
  name: string;
  path: string;
  /** The demo user to sign in as, or none for a visitor. */
  email?: string;
}

export const score = (lhr: Result, category: Category): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface PageResult {
  page: Page;
  lhr: Result;
  /** Every run's performance score, to show the spread when there were several. */
  performanceRuns: number[];
}

/** The audits that cost points in a category, worst first, for the console summary. */
function failingAudits(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 || category === 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .filter((audit) => category !== 'performance' || !Object.hasOwn(METRICS, audit.id))
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${audit.id}]`);
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

/** Performance insights and opportunities ranked by the time Lighthouse says they would save. */
function topOpportunities(lhr: Result, count: number): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined)
    .filter((audit) => !Object.hasOwn(METRICS, audit.id))
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      const ms = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
      return { audit, ms };
    })
    .filter(({ audit, ms }) => ms > 0 && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${audit.id}]`);
}

function printTable(results: PageResult[], runs: number): void {
  const header = ['page', 'path', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'];
  const rows = results.map(({ lhr, page, performanceRuns }) => [
    page.name,
    page.path,
    String(score(lhr, 'performance')) + (runs > 1 ? ` (${performanceRuns.join('/')})` : ''),
    String(score(lhr, 'accessibility')),
    String(score(lhr, 'best-practices')),
    String(score(lhr, 'seo')),
    seconds(numeric(lhr, 'first-contentful-paint')),
    seconds(numeric(lhr, 'largest-contentful-paint')),
    `${Math.round(numeric(lhr, 'total-blocking-time'))} ms`,
    numeric(lhr, 'cumulative-layout-shift').toFixed(3),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

/** Prints the table and the notes; the number of scores under their target. */
export function printSummary(results: PageResult[], runs: number, reportsFolder: string): number {
  printTable(results, runs);
  if (runs > 1) console.log(`(the run closest to the median FCP and TTI of ${runs}; perf of each run)`);
  let missed = 0;
  for (const { page, lhr } of results) {
    const notes: string[] = [];
    for (const category of CATEGORIES) {
      const target = TARGETS[category];
      const value = score(lhr, category);
      if (target !== undefined && value < target) {
        missed++;
        notes.push(`  ${category} ${value} < ${target}`);
      }
      if (category !== 'performance') {
        for (const audit of failingAudits(lhr, category)) notes.push(`  ${category}: ${audit}`);
      }
    }
    for (const opportunity of topOpportunities(lhr, 3)) notes.push(`  performance: ${opportunity}`);
    if (notes.length) console.log(`\n${page.name} (${page.path})\n${notes.join('\n')}`);
  }
  console.log(`\n[lighthouse] reports in ${reportsFolder}/ (<page>.report.html, <page>.report.json)`);
  return missed;
}
