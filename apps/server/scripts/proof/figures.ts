import { loadavg } from 'node:os';

/** The p-th percentile (0-100) of `values`, nearest rank; NaN when empty. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');

/** Collects pass/fail lines; the proof's exit code is non-zero when any failed. */
export class Checks {
  private readonly failed: string[] = [];

  check(ok: boolean, line: string): boolean {
    console.log(`${ok ? '  PASS' : '  FAIL'} ${line}`);
    if (!ok) this.failed.push(line);
    return ok;
  }

  get failures(): readonly string[] {
    return this.failed;
  }
}

export const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** `--name=value` from the command line, else the environment variable, else the fallback. */
export function option(name: string, envName: string, fallback: number): number {
  const flag = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const raw = flag?.split('=')[1] ?? process.env[envName];
  const value = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const isShort = process.argv.includes('--short') || process.env.PROOF_SHORT === '1';

/** Prints the proof's verdict and exits: 0 when every check passed, 1 otherwise (or on a crash). */
export function runProof(name: string, main: (checks: Checks) => Promise<void>): void {
  const started = performance.now();
  const checks = new Checks();
  main(checks).then(
    () => {
      const load = loadavg()
        .map((value) => value.toFixed(2))
        .join(', ');
      const verdict = checks.failures.length === 0 ? 'all checks passed' : `${checks.failures.length} check(s) FAILED`;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`\n[${name}] ${verdict} in ${seconds} s (load average ${load})`);
      checks.failures.forEach((line) => console.log(`  FAILED: ${line}`));
      process.exit(checks.failures.length === 0 ? 0 : 1);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
