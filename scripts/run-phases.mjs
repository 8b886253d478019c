// npm test: runs each named npm script in turn, stops at the first that fails, and ends with how long
// each took, so a slow CI run says where its time went (docs/quality.md keeps the figures).
import { spawnSync } from 'node:child_process';

const phases = process.argv.slice(2);
const took = [];
let failed;
for (const phase of phases) {
  const started = performance.now();
  const { status } = spawnSync('npm', ['run', phase], { stdio: 'inherit' });
  took.push([phase, Math.round((performance.now() - started) / 1000)]);
  if (status !== 0) {
    failed = phase;
    break;
  }
}
console.log(`\n${took.map(([phase, seconds]) => `${phase}: ${seconds} s`).join(', ')}`);
if (failed) {
  console.error(`${failed} failed`);
  process.exit(1);
}
