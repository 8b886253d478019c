// npm test: runs each named npm script in turn, stops at the first that fails, and ends with how long
// each took, so a slow CI run says where its time went (docs/quality.md keeps the figures).
// `a+b` runs two scripts side by side (each one's output is printed whole when it ends): for phases
// that leave a core idle, such as the proofs, which mostly wait on restarts and timers.
import { spawn } from 'node:child_process';

function run(phase, { buffered }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', phase], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (buffered) process.stdout.write(`\n----- ${phase} -----\n${Buffer.concat(output).toString()}`);
      resolve({ phase, status, seconds: Math.round((performance.now() - started) / 1000) });
    });
  });
}

const groups = process.argv.slice(2).map((group) => group.split('+'));
const took = [];
const failed = [];
for (const group of groups) {
  const results = await Promise.all(group.map((phase) => run(phase, { buffered: group.length > 1 })));
  took.push(...results);
  failed.push(...results.filter((result) => result.status !== 0).map((result) => result.phase));
  if (failed.length) break;
}
console.log(`\n${took.map(({ phase, seconds }) => `${phase}: ${seconds} s`).join(', ')}`);
if (failed.length) {
  console.error(`${failed.join(', ')} failed`);
  process.exit(1);
}
